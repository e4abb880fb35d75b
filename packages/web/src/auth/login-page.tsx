import { ArrowRight } from 'lucide-react';
import { PRODUCT_NAME, TEXTS } from '@dayflow/core';
import { Logo } from '../components/logo';
import { isReturningVisitor } from '../session/last-profile';
import { SplashBackdrop } from './splash-backdrop';
import { usePopupSignIn } from './use-popup-sign-in';
import { SPLASH_LAST_INDEX, useSplashLine } from './use-splash-line';
import './login-splash.css';

/**
 * The login screen (spec §2, §4): rotating status lines, then "Connect to Dayflow", which opens
 * the sign-in popup. The lines play on a first visit; someone who has signed in on this device
 * before sees the last line and the button at once.
 */
export default function LoginPage() {
  const index = useSplashLine(isReturningVisitor() ? SPLASH_LAST_INDEX : 0);
  const { status, connect } = usePopupSignIn();
  const ready = index === SPLASH_LAST_INDEX;

  return (
    <div className="relative isolate min-h-dvh overflow-hidden bg-gradient-to-br from-indigo-50 via-white to-rose-50 dark:from-slate-950 dark:via-indigo-950 dark:to-slate-950">
      <SplashBackdrop />
      <main className="relative flex min-h-dvh flex-col items-center justify-center px-6 py-16 text-center">
        <div className="relative">
          <span
            aria-hidden="true"
            className="splash-halo absolute inset-0 rounded-[1.4rem] bg-gradient-to-br from-indigo-400 to-pink-400 dark:from-indigo-500 dark:to-pink-500"
          />
          <Logo className="relative h-20 w-20 drop-shadow-xl sm:h-24 sm:w-24" />
        </div>
        <h1 className="mt-8 bg-gradient-to-r from-indigo-600 via-violet-600 to-pink-500 bg-clip-text pb-1 text-5xl font-extrabold tracking-tight text-transparent sm:text-6xl dark:from-indigo-300 dark:via-violet-300 dark:to-pink-300">
          {PRODUCT_NAME}
        </h1>

        <div className="mt-10 flex min-h-16 max-w-md items-center justify-center sm:min-h-14" role="status">
          <p key={index} className="splash-line text-lg font-medium text-slate-700 sm:text-xl dark:text-slate-200">
            {TEXTS.splashLines[index]}
          </p>
        </div>
        <ol className="mt-4 flex gap-2" aria-hidden="true">
          {TEXTS.splashLines.map((line, i) => (
            <li
              key={line}
              className={`h-1.5 rounded-full transition-all duration-500 ${
                i <= index ? 'w-8 bg-indigo-500 dark:bg-indigo-400' : 'w-3 bg-slate-300 dark:bg-slate-700'
              }`}
            />
          ))}
        </ol>

        <div className="mt-10 flex min-h-24 flex-col items-center">
          {ready && (
            <>
              <button
                type="button"
                onClick={connect}
                className="splash-rise group inline-flex items-center gap-2 rounded-2xl bg-gradient-to-r from-indigo-600 to-violet-600 px-7 py-3.5 text-base font-semibold text-white shadow-lg shadow-indigo-500/30 transition hover:shadow-xl hover:shadow-indigo-500/40 hover:brightness-110 focus-visible:outline-2 focus-visible:outline-offset-4 focus-visible:outline-indigo-500 active:scale-[0.98] dark:shadow-indigo-950/60"
              >
                {TEXTS.connectButton}
                <ArrowRight className="h-5 w-5 transition-transform group-hover:translate-x-0.5" aria-hidden="true" />
              </button>
              <p className="mt-4 min-h-5 text-sm text-slate-500 dark:text-slate-400" aria-live="polite">
                {status === 'waiting' ? 'Finish signing in in the window that opened.' : ''}
              </p>
            </>
          )}
        </div>
      </main>
    </div>
  );
}
