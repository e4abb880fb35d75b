import type { FastifyInstance } from 'fastify';
import { REMINDER_CHECK_MS } from '@dayflow/core';
import type { PushContext } from '../push/send-push';
import { sendDueReminders } from './send-due-reminders';

/**
 * Every instance looks for due reminders at start (what fell due while every server was down)
 * and every few seconds after; the claim in the database makes each go out once. A pass still
 * running when the next is due makes the next wait; closing waits for it.
 */
export function scheduleReminders(app: FastifyInstance, ctx: PushContext): void {
  if (!app.config.backgroundJobs) return;
  let running: Promise<void> = Promise.resolve();
  let busy = false;
  let timer: NodeJS.Timeout | undefined;
  const run = () => {
    if (busy) return;
    busy = true;
    running = sendDueReminders(app, ctx).then(
      (result) => {
        busy = false;
        if (result.sent + result.missed > 0) app.log.info(result, 'reminders delivered');
      },
      (err: unknown) => {
        busy = false;
        app.log.error({ err }, 'reminder pass failed');
      },
    );
  };
  app.addHook('onReady', async () => {
    run();
    timer = setInterval(run, REMINDER_CHECK_MS);
    timer.unref();
  });
  app.addHook('onClose', async () => {
    clearInterval(timer);
    await running;
  });
}
