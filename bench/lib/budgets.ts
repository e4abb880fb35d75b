/**
 * Gzip JavaScript (kB = 1,000 bytes, as Vite prints them) a cold load may download (see bench/RESULTS.md for how it is measured and why
 * these numbers). Enforced in CI by `npm run bench:budget`.
 */
export const BUNDLE_BUDGETS = [
  { page: '/login', signedIn: false, maxJsGzip: 70_000 },
  { page: '/planner', signedIn: true, maxJsGzip: 130_000 },
] as const;
