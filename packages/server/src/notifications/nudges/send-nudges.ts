import type { FastifyInstance } from 'fastify';
import { NOTIFICATION_ICON, NUDGE_TEXTS, dueNudges, localTimeOf, maskToWeekdays, type NudgeKind } from '@dayflow/core';
import { subscriptionsOf } from '../push/push-subscription-repository';
import { sendPush, type PushContext } from '../push/send-push';
import { claimNudge, toNudgeSettings } from './nudge-repository';

/** What the service worker shows for a nudge: a title and kind words, no buttons. */
export interface NudgePush {
  type: 'nudge';
  kind: NudgeKind;
  title: string;
  text: string;
  icon: string;
}

/**
 * One nudge sweep: for every user with a nudge on, the nudges due at their local time (core
 * dueNudges), each claimed for the local date in the database before it is pushed, so several
 * instances send it once. Returns how many were claimed.
 */
/** Users with at least one nudge on and a known zone, with what deciding their nudges needs. */
const nudgeCandidates = (app: FastifyInstance) =>
  app.db
    .selectFrom('nudge_settings as n')
    .innerJoin('user_settings as s', 's.uid', 'n.uid')
    .leftJoin('streaks as k', 'k.uid', 'n.uid')
    .selectAll('n')
    .select(['s.time_zone', 's.rest_days', 'k.count', 'k.last_active'])
    .where('s.time_zone', 'is not', null)
    .where((eb) =>
      eb.or([eb('n.plan_at', 'is not', null), eb('n.review_at', 'is not', null), eb('n.streak_at', 'is not', null)]),
    )
    .execute();
type Row = Awaited<ReturnType<typeof nudgeCandidates>>[number];

/**
 * One nudge sweep: for every user with a nudge on, the nudges due at their local time (core
 * dueNudges), each claimed for the local date in the database before it is pushed, so several
 * instances send it once. Returns how many were claimed.
 */
export async function sendDueNudges(app: FastifyInstance, ctx: PushContext): Promise<number> {
  const now = app.config.now();
  let sent = 0;
  for (const row of await nudgeCandidates(app)) {
    try {
      sent += await nudgeUser(app, ctx, row, now);
    } catch (err) {
      app.log.error({ err, uid: row.uid }, 'nudge failed');
    }
  }
  return sent;
}

async function nudgeUser(app: FastifyInstance, ctx: PushContext, row: Row, now: number): Promise<number> {
  const zone = row.time_zone!;
  const { date: today, minutes } = localTimeOf(now, zone);
  const open = await app.db
    .selectFrom('tasks')
    .select((eb) => eb.fn.countAll<number | string>().as('n'))
    .where('uid', '=', row.uid)
    .where('section', '=', 'today')
    .where('completed', '=', 0)
    .where('deleted_at', 'is', null)
    .executeTakeFirst();
  const due = dueNudges({
    settings: toNudgeSettings(row),
    today,
    minutes,
    sent: { plan: row.plan_sent, review: row.review_sent, streak: row.streak_sent },
    restDays: maskToWeekdays(row.rest_days),
    streak: row.count === null ? null : { count: row.count, lastActive: row.last_active },
    openToday: Number(open?.n ?? 0),
  });
  let claimed = 0;
  for (const kind of due) {
    if (!(await claimNudge(app.db, row.uid, kind, today))) continue;
    claimed += 1;
    const text = kind === 'streak' ? NUDGE_TEXTS.message.streak(row.count ?? 0) : NUDGE_TEXTS.message[kind];
    const payload: NudgePush = { type: 'nudge', kind, title: NUDGE_TEXTS[kind], text, icon: NOTIFICATION_ICON };
    for (const sub of await subscriptionsOf(app.db, [row.uid])) await sendPush(ctx, sub, payload);
  }
  return claimed;
}
