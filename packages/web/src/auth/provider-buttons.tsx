import { useState } from 'react';
import { KeyRound, LoaderCircle } from 'lucide-react';
import { toast } from '../lib/toast';
import { TEXTS, isSignInErrorCode, type AuthProviders } from '@dayflow/core';
import { ApiRequestError } from '../lib/api';
import { startProviderSignIn } from './auth-api';
import { describeSignInError, rememberProviderChoice } from './sign-in-messages';

/** One button per configured provider; each leaves for the provider's own sign-in page. */
export function ProviderButtons({ providers }: { providers: AuthProviders['providers'] }) {
  const [leaving, setLeaving] = useState<string | null>(null);

  const start = async (id: string, name: string) => {
    setLeaving(id);
    rememberProviderChoice(name);
    try {
      window.location.assign(await startProviderSignIn(id));
    } catch (error) {
      setLeaving(null);
      console.error(TEXTS.loginFailedLog, error);
      toast.error(describeSignInError(startFailureCode(error), name));
    }
  };

  return (
    <ul className="flex flex-col gap-3">
      {providers.map((provider) => (
        <li key={provider.id}>
          <button
            type="button"
            onClick={() => void start(provider.id, provider.name)}
            disabled={leaving !== null}
            className="flex w-full items-center justify-center gap-3 rounded-xl border border-slate-300 bg-white px-4 py-2.5 font-medium text-slate-800 shadow-sm transition hover:bg-slate-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-500 disabled:opacity-60 dark:border-slate-700 dark:bg-slate-800 dark:text-slate-100 dark:hover:bg-slate-700"
          >
            {leaving === provider.id ? (
              <LoaderCircle className="h-5 w-5 animate-spin" aria-hidden="true" />
            ) : provider.kind === 'google' ? (
              <GoogleMark />
            ) : (
              <KeyRound className="h-5 w-5 text-indigo-600 dark:text-indigo-300" aria-hidden="true" />
            )}
            Continue with {provider.name}
          </button>
        </li>
      ))}
    </ul>
  );
}

/**
 * Dayflow answered but could not start the sign-in (e.g. the provider is down: `provider_unreachable`)
 * — say so in its own words; only when nothing answered is it our network.
 */
function startFailureCode(error: unknown): string {
  if (!(error instanceof ApiRequestError)) return 'network';
  return isSignInErrorCode(error.message) ? error.message : 'sign_in_failed';
}

function GoogleMark() {
  return (
    <svg viewBox="0 0 48 48" className="h-5 w-5" aria-hidden="true">
      <path
        fill="#EA4335"
        d="M24 9.5c3.5 0 6.6 1.2 9 3.6l6.7-6.7C35.6 2.5 30.2 0 24 0 14.6 0 6.6 5.4 2.7 13.3l7.8 6C12.4 13.6 17.7 9.5 24 9.5z"
      />
      <path
        fill="#4285F4"
        d="M46.1 24.5c0-1.6-.1-3.1-.4-4.5H24v9h12.4c-.5 2.9-2.2 5.3-4.6 6.9l7.4 5.8c4.3-4 6.9-9.9 6.9-17.2z"
      />
      <path
        fill="#FBBC05"
        d="M10.5 28.7A14.5 14.5 0 0 1 9.5 24c0-1.6.3-3.2.8-4.7l-7.8-6A24 24 0 0 0 0 24c0 3.9.9 7.5 2.6 10.7l7.9-6z"
      />
      <path
        fill="#34A853"
        d="M24 48c6.5 0 11.9-2.1 15.9-5.8l-7.4-5.8c-2.1 1.4-4.8 2.3-8.5 2.3-6.3 0-11.6-4.1-13.5-9.8l-7.9 6C6.5 42.6 14.6 48 24 48z"
      />
    </svg>
  );
}
