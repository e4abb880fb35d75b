import { useState } from 'react';
import { avatarInitial } from '@dayflow/core';

interface AvatarProps {
  photoURL: string | null;
  displayName: string | null;
  className?: string;
}

/**
 * The profile photo, else the name's first letter, else '?' (spec §2). The photo is fetched
 * without a referrer; one that fails to load falls back to the letter.
 */
export function Avatar({ photoURL, displayName, className = 'h-9 w-9 text-sm' }: AvatarProps) {
  const [failedURL, setFailedURL] = useState<string | null>(null);
  if (photoURL && failedURL !== photoURL) {
    return (
      <img
        src={photoURL}
        alt=""
        referrerPolicy="no-referrer"
        onError={() => setFailedURL(photoURL)}
        className={`${className} rounded-full object-cover`}
      />
    );
  }
  return (
    <span
      aria-hidden="true"
      className={`${className} inline-flex items-center justify-center rounded-full bg-gradient-to-br from-indigo-500 to-pink-500 font-semibold text-white select-none`}
    >
      {avatarInitial(displayName)}
    </span>
  );
}
