import Fastify, { type FastifyInstance } from 'fastify';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { msToNextMultiple, ON_THE_CLOCK_LAG_MS, scheduleJob, type ScheduleOptions } from './schedule-job';

const MINUTE = 60_000;

describe('msToNextMultiple', () => {
  it('counts to the next whole multiple, a full interval when on one', () => {
    expect(msToNextMultiple(Date.UTC(2026, 10, 26, 23, 59, 45), MINUTE)).toBe(15_000);
    expect(msToNextMultiple(Date.UTC(2026, 10, 26, 23, 59, 0, 1), MINUTE)).toBe(59_999);
    expect(msToNextMultiple(Date.UTC(2026, 10, 27, 0, 0, 0), MINUTE)).toBe(MINUTE);
  });
});

describe('scheduleJob', () => {
  let clock: number;
  let app: FastifyInstance;
  let runs: number[];

  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval'] });
    clock = Date.UTC(2026, 10, 26, 23, 59, 45);
    runs = [];
  });
  afterEach(async () => {
    await app.close();
    vi.useRealTimers();
  });

  async function start(options?: ScheduleOptions) {
    app = Fastify();
    app.decorate('config', { backgroundJobs: true, now: () => clock } as FastifyInstance['config']);
    scheduleJob(app, 'test job', MINUTE, async () => void runs.push(clock), options);
    await app.ready();
  }
  /** Lets timers and the clock move on together. */
  async function pass(ms: number) {
    clock += ms;
    await vi.advanceTimersByTimeAsync(ms);
  }

  it('runs when ready, then every interval after', async () => {
    await start();
    expect(runs).toHaveLength(1);
    await pass(MINUTE - 1);
    expect(runs).toHaveLength(1);
    await pass(1);
    expect(runs).toHaveLength(2);
  });

  it('on the clock, runs just after each whole minute, so midnight is met within a second', async () => {
    await start({ onTheClock: true });
    expect(runs).toHaveLength(1);
    await pass(15_000 + ON_THE_CLOCK_LAG_MS - 1);
    expect(runs).toHaveLength(1);
    await pass(1);
    expect(runs).toEqual([clock - 15_000 - ON_THE_CLOCK_LAG_MS, Date.UTC(2026, 10, 27) + ON_THE_CLOCK_LAG_MS]);
    await pass(MINUTE);
    expect(runs.at(-1)).toBe(Date.UTC(2026, 10, 27, 0, 1) + ON_THE_CLOCK_LAG_MS);
  });

  it('stops with the app', async () => {
    await start({ onTheClock: true });
    await app.close();
    await pass(10 * MINUTE);
    expect(runs).toHaveLength(1);
  });
});
