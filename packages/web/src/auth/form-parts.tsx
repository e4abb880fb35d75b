import type { ReactNode } from 'react';
import { LoaderCircle } from 'lucide-react';

/** The sign-in forms' error under the fields: announced at once, kept until the next try. */
export function FormError({ message }: { message: string | null }) {
  if (!message) return null;
  return (
    <p
      role="alert"
      className="rounded-lg bg-rose-50 px-3 py-2 text-sm text-rose-700 dark:bg-rose-950/50 dark:text-rose-300"
    >
      {message}
    </p>
  );
}

/** The sign-in forms' main button: a spinner and no second press while the request is out. */
export function SubmitButton({
  busy,
  className = '',
  children,
}: {
  busy: boolean;
  className?: string;
  children: ReactNode;
}) {
  return (
    <button
      type="submit"
      disabled={busy}
      className={`${className} inline-flex items-center justify-center gap-2 rounded-xl bg-indigo-600 px-4 py-2.5 font-semibold text-white shadow-sm transition hover:bg-indigo-500 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-500 disabled:opacity-70`.trim()}
    >
      {busy && <LoaderCircle className="h-4 w-4 animate-spin" aria-hidden="true" />}
      {children}
    </button>
  );
}
