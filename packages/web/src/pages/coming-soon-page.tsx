import { Link } from 'react-router';
import { PRODUCT_NAME, TEXTS } from '@dayflow/core';
import { Logo } from '../components/logo';

export default function ComingSoonPage() {
  return (
    <div className="flex min-h-dvh flex-col items-center justify-between bg-gradient-to-b from-indigo-50 to-white px-6 py-10 dark:from-slate-900 dark:to-slate-950">
      <main className="flex flex-1 flex-col items-center justify-center text-center">
        <Link
          to="/"
          aria-label={`${PRODUCT_NAME} home`}
          className="rounded-2xl focus-visible:outline-2 focus-visible:outline-offset-4 focus-visible:outline-indigo-500"
        >
          <Logo className="h-16 w-16 drop-shadow-md" />
        </Link>
        <h1 className="mt-6 text-4xl font-bold tracking-tight text-slate-900 dark:text-white">
          {TEXTS.comingSoonHeading}
        </h1>
        <p className="mt-3 max-w-md text-lg text-slate-600 dark:text-slate-300">{TEXTS.comingSoonMessage}</p>
        <span className="mt-6 inline-flex items-center gap-2 rounded-full bg-indigo-100 px-4 py-1.5 text-sm font-medium text-indigo-800 dark:bg-indigo-500/20 dark:text-indigo-200">
          <span className="h-2 w-2 animate-pulse rounded-full bg-indigo-500" aria-hidden="true" />
          {TEXTS.comingSoonBadge}
        </span>
      </main>
      <footer className="text-sm text-slate-600 dark:text-slate-400">
        © {new Date().getFullYear()} {PRODUCT_NAME}. All rights reserved.
      </footer>
    </div>
  );
}
