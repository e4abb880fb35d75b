import type { ReactNode } from 'react';
import { PRODUCT_NAME } from '@dayflow/core';
import { Logo } from '../components/logo';

/** The frame of the small sign-in pages: fits a 480 px popup and a phone alike. */
export function SignInShell({ children, footer }: { children: ReactNode; footer?: ReactNode }) {
  return (
    <div className="flex min-h-dvh flex-col items-center bg-gradient-to-b from-indigo-50 via-white to-white px-5 py-8 dark:from-indigo-950/60 dark:via-slate-950 dark:to-slate-950">
      <main className="w-full max-w-sm">
        <div className="flex flex-col items-center text-center">
          <Logo className="h-12 w-12 drop-shadow-md" />
          <h1 className="mt-4 text-2xl font-bold tracking-tight text-slate-900 dark:text-white">
            Sign in to {PRODUCT_NAME}
          </h1>
        </div>
        <div className="mt-6 rounded-2xl border border-slate-200 bg-white/90 p-5 shadow-sm backdrop-blur dark:border-slate-800 dark:bg-slate-900/80">
          {children}
        </div>
        {footer && <div className="mt-5 text-center">{footer}</div>}
      </main>
    </div>
  );
}
