/**
 * Milliseconds on a clock every process of this machine shares: process.hrtime reads Linux's
 * CLOCK_MONOTONIC, which is system-wide, so a time taken in the writer and one taken in the
 * observer subtract directly. performance.now() would not do: each process counts from its own
 * start.
 */
export const sharedNow = (): number => Number(process.hrtime.bigint()) / 1e6;
