import type { ReactNode } from 'react';
import { SETTINGS_TEXTS, displayNameOrFallback } from '@dayflow/core';
import { useProfile } from '../../session/session';
import { SettingsSection } from '../settings-section';

/** Who is signed in: as the sign-in provider or the local account gave it. */
export function ProfileSection({ avatar }: { avatar: ReactNode }) {
  const profile = useProfile();
  return (
    <SettingsSection title={SETTINGS_TEXTS.profile} hint={SETTINGS_TEXTS.profileHint}>
      <div className="flex items-center gap-4">
        {avatar}
        <dl className="min-w-0 text-sm">
          <dt className="sr-only">{SETTINGS_TEXTS.name}</dt>
          <dd className="truncate text-base font-semibold text-slate-900 dark:text-white">
            {displayNameOrFallback(profile.displayName)}
          </dd>
          <dt className="sr-only">{SETTINGS_TEXTS.email}</dt>
          <dd className="truncate text-slate-600 dark:text-slate-400">{profile.email}</dd>
        </dl>
      </div>
    </SettingsSection>
  );
}
