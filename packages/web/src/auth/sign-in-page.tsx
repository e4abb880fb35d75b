import { Link } from 'react-router';
import { LoaderCircle } from 'lucide-react';
import { LocalAccountForm } from './local-account-form';
import { PasskeySignIn } from './passkey-sign-in';
import { sameOriginOpener } from './popup-window';
import { ProviderButtons } from './provider-buttons';
import { SignInShell } from './sign-in-shell';
import { useAuthProviders } from './use-auth-providers';
import { useFinishSignIn } from './use-finish-sign-in';

/**
 * Our sign-in page: in the popup opened by "Connect to Dayflow", or as a full page when the
 * browser blocked the popup. Offers the providers this deployment has, and local accounts.
 */
export function SignInPage() {
  const providers = useAuthProviders();
  const finish = useFinishSignIn();
  const inPopup = sameOriginOpener() !== null;

  const footer = inPopup ? (
    <button
      type="button"
      onClick={() => window.close()}
      className="text-sm font-medium text-slate-500 underline-offset-4 hover:underline dark:text-slate-400"
    >
      Close this window
    </button>
  ) : (
    <Link
      to="/login"
      className="text-sm font-medium text-slate-500 underline-offset-4 hover:underline dark:text-slate-400"
    >
      Back
    </Link>
  );

  return (
    <SignInShell footer={footer}>
      {providers.status === 'loading' && (
        <p role="status" className="flex justify-center py-8 text-slate-500">
          <LoaderCircle className="h-6 w-6 animate-spin" aria-label="Loading sign-in options" />
        </p>
      )}
      {providers.status === 'failed' && (
        <p role="alert" className="py-6 text-center text-sm text-rose-700 dark:text-rose-300">
          Could not reach Dayflow. Check your connection and reload this page.
        </p>
      )}
      {providers.status === 'ready' && (
        <div className="flex flex-col gap-5">
          {providers.value.providers.length > 0 && <ProviderButtons providers={providers.value.providers} />}
          {providers.value.providers.length > 0 && providers.value.localAccounts && (
            <div className="flex items-center gap-3 text-xs uppercase tracking-wider text-slate-400" aria-hidden="true">
              <span className="h-px flex-1 bg-slate-200 dark:bg-slate-700" />
              or
              <span className="h-px flex-1 bg-slate-200 dark:bg-slate-700" />
            </div>
          )}
          {providers.value.passkeys && <PasskeySignIn onSignedIn={finish} />}
          {providers.value.localAccounts && (
            <LocalAccountForm onSignedIn={finish} passwordReset={providers.value.passwordReset} />
          )}
          {providers.value.providers.length === 0 && !providers.value.localAccounts && (
            <p className="text-center text-sm text-slate-600 dark:text-slate-300">
              No sign-in method is set up on this server. Ask its operator to configure one.
            </p>
          )}
        </div>
      )}
    </SignInShell>
  );
}
