import { TEXTS } from '@dayflow/core';

/** Placeholder until the sign-in feature lands: the splash and popup live here. */
export default function LoginPage() {
  return (
    <main className="flex min-h-dvh items-center justify-center">
      <button type="button" className="rounded-xl bg-indigo-600 px-5 py-3 font-semibold text-white">
        {TEXTS.connectButton}
      </button>
    </main>
  );
}
