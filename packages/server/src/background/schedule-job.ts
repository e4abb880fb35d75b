import type { FastifyInstance } from 'fastify';

/**
 * How long after the next multiple of `intervalMs` on the app's clock a job on the clock runs:
 * a timer may end a little before the wall clock has moved on (the two drift apart).
 */
export const ON_THE_CLOCK_LAG_MS = 250;

/** Milliseconds from `now` (epoch ms) to the next multiple of `intervalMs` since the epoch (never 0). */
export function msToNextMultiple(now: number, intervalMs: number): number {
  return intervalMs - (now % intervalMs);
}

export interface ScheduleOptions {
  /**
   * Run just after each whole multiple of the interval on the app's clock (for a minute: at
   * hh:mm:00), rather than a fixed time after the app started. Midnights and the times users pick
   * fall on whole minutes, so a minute job on the clock meets them within a second.
   */
  onTheClock?: boolean;
}

/**
 * Runs a background job once the app is ready (what fell due while every server was down) and
 * every `intervalMs` after, when background jobs are on. A run still going when the next is due
 * makes the next wait; closing waits for it. Every instance runs it: the jobs claim their work in
 * the database, so each piece is done once.
 */
export function scheduleJob(
  app: FastifyInstance,
  name: string,
  intervalMs: number,
  job: () => Promise<unknown>,
  { onTheClock = false }: ScheduleOptions = {},
): void {
  if (!app.config.backgroundJobs) return;
  let running: Promise<void> = Promise.resolve();
  let busy = false;
  const run = () => {
    if (busy) return;
    busy = true;
    running = job().then(
      () => {
        busy = false;
      },
      (err: unknown) => {
        busy = false;
        app.log.error({ err }, `${name} failed`);
      },
    );
  };
  /** Starts the runs after the first; returns what stops them. */
  const repeat = (): (() => void) => {
    if (!onTheClock) {
      const timer = setInterval(run, intervalMs).unref();
      return () => clearInterval(timer);
    }
    // Each run sets the next one's timer from the clock, so the two cannot drift apart.
    let timer: NodeJS.Timeout;
    const arm = () => {
      const delay = msToNextMultiple(app.config.now(), intervalMs) + ON_THE_CLOCK_LAG_MS;
      timer = setTimeout(() => {
        run();
        arm();
      }, delay).unref();
    };
    arm();
    return () => clearTimeout(timer);
  };
  let stop = () => {};
  app.addHook('onReady', async () => {
    run();
    stop = repeat();
  });
  app.addHook('onClose', async () => {
    stop();
    await running;
  });
}
