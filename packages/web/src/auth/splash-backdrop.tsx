/** Soft drifting colour behind the login splash; purely decorative. */
export function SplashBackdrop() {
  return (
    <div aria-hidden="true" className="pointer-events-none absolute inset-0 -z-10 overflow-hidden">
      <div className="splash-blob absolute -top-32 -left-24 h-96 w-96 rounded-full bg-indigo-300/50 blur-3xl dark:bg-indigo-600/30" />
      <div className="splash-blob-slow absolute top-1/3 -right-32 h-[28rem] w-[28rem] rounded-full bg-pink-300/40 blur-3xl dark:bg-fuchsia-600/20" />
      <div className="splash-blob absolute -bottom-40 left-1/4 h-96 w-96 rounded-full bg-sky-200/50 blur-3xl dark:bg-sky-700/20" />
      <div className="absolute inset-0 bg-[radial-gradient(circle_at_center,transparent_0,transparent_55%,rgba(255,255,255,0.5)_100%)] dark:bg-[radial-gradient(circle_at_center,transparent_0,transparent_55%,rgba(2,6,23,0.6)_100%)]" />
    </div>
  );
}
