import type { FastifyInstance } from 'fastify';
import { NOTIFICATION_ICON, REMINDER_SNOOZE_MS, REMINDER_TEXTS, TEXTS, type ReminderPush } from '@dayflow/core';
import { sendPush, type PushContext } from '../push/send-push';
import { subscriptionsOf } from '../push/push-subscription-repository';
import { CLAIM_BATCH, claimDueReminders, type ClaimedReminder } from './claim-reminders';

/** Pushes in flight at once: enough to finish a batch in seconds, few enough to spare the pool. */
const SEND_CONCURRENCY = 16;

export interface ReminderRun {
  sent: number;
  missed: number;
  pushes: number;
}

/**
 * One pass of the scheduler: claims every due reminder (batch after batch), pushes each open
 * task's reminder to every device of its owner, and tells the owner's open apps of a missed one.
 */
export async function sendDueReminders(app: FastifyInstance, ctx: PushContext): Promise<ReminderRun> {
  const run: ReminderRun = { sent: 0, missed: 0, pushes: 0 };
  for (;;) {
    const claimed = await claimDueReminders(app, app.config.now());
    await deliver(app, ctx, claimed, run);
    if (claimed.length < CLAIM_BATCH) return run;
  }
}

async function deliver(app: FastifyInstance, ctx: PushContext, claimed: ClaimedReminder[], run: ReminderRun) {
  const live = claimed.filter((c) => !c.settled);
  const missed = live.filter((c) => c.state === 'missed');
  const toSend = live.filter((c) => c.state === 'sent');
  // The app shows a missed reminder on its row: the claim published it to every device.
  run.missed += missed.length;
  run.sent += toSend.length;

  const subs = await subscriptionsOf(app.db, [...new Set(toSend.map((c) => c.uid))]);
  const jobs = toSend.flatMap(({ uid, task }) => {
    const payload: ReminderPush = {
      type: 'reminder',
      taskId: task.id,
      text: task.text,
      remindAt: task.remindAt!,
      title: REMINDER_TEXTS.notificationTitleIn(TEXTS.sectionTitles[task.section]),
      icon: NOTIFICATION_ICON,
      labels: { done: REMINDER_TEXTS.done, snooze: REMINDER_TEXTS.snooze },
      snoozeMs: REMINDER_SNOOZE_MS,
    };
    return subs.filter((s) => s.uid === uid).map((sub) => () => sendPush(ctx, sub, payload));
  });
  let next = 0;
  const worker = async () => {
    while (next < jobs.length) {
      const outcome = await jobs[next++]!();
      if (outcome === 'sent') run.pushes += 1;
    }
  };
  await Promise.all(Array.from({ length: Math.min(SEND_CONCURRENCY, jobs.length) }, worker));
}
