/**
 * Imported first by main.tsx, before anything loads zod (through @dayflow/core). When zod builds
 * its first object schema it probes whether `new Function` works, to compile faster parsers; our
 * CSP forbids eval, so the probe fails quietly but the browser reports a CSP violation each
 * time, which would hide real ones. zod reads this global once when it loads: it is
 * `z.config({ jitless: true })` set early enough. The CSP e2e test fails if the probe returns.
 */
(globalThis as { __zod_globalConfig?: Record<string, unknown> }).__zod_globalConfig = { jitless: true };
