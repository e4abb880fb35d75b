import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { History, Task } from '@dayflow/core';
import { signUp, type SignedInUser } from '../../../test/support/test-app';
import { useTestApp } from '../../../test/support/use-test-app';
import { listenForSockets, openLive, type LiveClient } from '../../../test/support/live-client';
import { createTaskAs, listTasksAs } from '../../../test/support/tasks';
import { completeTask, getDay, picture, putSettings, seedTasks } from '../../../test/support/days';
import { sweepDays } from './day-sweep';

const HOUR = 3_600_000;
const DAY = 24 * HOUR;
const LA = 'America/Los_Angeles'; // UTC−7 in June
// 2026-06-15 02:00 UTC: 19:00 on the 14th in Los Angeles.
const START = Date.UTC(2026, 5, 15, 2);
/** LA's midnight entering June `date` (all in PDT). */
const laMidnight = (date: number) => Date.UTC(2026, 5, date, 7);

describe('day start: Later tasks arrive on their day', () => {
  let now = START;
  const t = useTestApp({ now: () => now });
  let liveUrl: string;
  const sockets: LiveClient[] = [];
  beforeAll(async () => {
    liveUrl = await listenForSockets(t.app);
  });
  afterEach(() => {
    for (const socket of sockets.splice(0)) socket.socket.close();
  });

  async function laUser(settings: { rollover?: boolean } = {}): Promise<SignedInUser> {
    now = START;
    const user = await signUp(t.app);
    await putSettings(user, { timeZone: LA, ...settings });
    return user;
  }
  const plan = (user: SignedInUser, text: string, day: string) => createTaskAs(user, { text, section: 'later', day });
  const carried = async (user: SignedInUser, tasks: Task[]) => {
    const names = new Map(tasks.map((task) => [task.id, task.text]));
    return (await getDay(user)).carriedOver.map((entry) => `${names.get(entry.taskId)} ${entry.days}`);
  };

  it('over ten days with downtime: Tomorrow the day before, Today on the day, past days carried', async () => {
    const user = await laUser();
    await seedTasks(user, 'today', 'T1');
    await seedTasks(user, 'tomorrow', 'M1');
    await plan(user, 'D20', '2026-06-20');
    await plan(user, 'D17b', '2026-06-17');
    await plan(user, 'D16', '2026-06-16');
    await plan(user, 'D23', '2026-06-23');
    await plan(user, 'D17a', '2026-06-17');
    const d24 = await plan(user, 'D24', '2026-06-24');
    // Re-planned within its day: it goes first among the 17th's.
    await user.inject({
      method: 'POST',
      url: `/api/tasks/${d24.id}/move`,
      payload: { section: 'later', day: '2026-06-24', index: 0 },
    });
    const device = await openLive(liveUrl, { cookie: user.cookie });
    sockets.push(device);
    await device.take('snapshot');

    const later = ['D16@later:2026-06-16', 'D17b@later:2026-06-17', 'D17a@later:2026-06-17'];
    expect(picture(await listTasksAs(user))).toEqual([
      'T1@today',
      'M1@tomorrow',
      ...later,
      'D20@later:2026-06-20',
      'D23@later:2026-06-23',
      'D24@later:2026-06-24',
    ]);

    const dayAt = async (date: number, sweep = true) => {
      now = laMidnight(date);
      if (sweep) await sweepDays(t.app);
      return picture(await listTasksAs(user));
    };

    // The 15th: Tomorrow's task comes to Today, the 16th's task to Tomorrow.
    expect(await dayAt(15)).toEqual([
      'T1@today',
      'M1@today',
      'D16@tomorrow',
      'D17b@later:2026-06-17',
      'D17a@later:2026-06-17',
      'D20@later:2026-06-20',
      'D23@later:2026-06-23',
      'D24@later:2026-06-24',
    ]);
    // Every device hears of it, the day gone from the task.
    const d16 = (await listTasksAs(user)).find((task) => task.text === 'D16')!;
    await device.until(() => device.tasks.get(d16.id)?.section === 'tomorrow', 'D16 in Tomorrow');
    expect(device.tasks.get(d16.id)?.day).toBeNull();

    // The 16th: the 17th's two arrive in Tomorrow, in their order; D16 rolls over to Today.
    expect(await dayAt(16)).toEqual([
      'T1@today',
      'M1@today',
      'D16@today',
      'D17b@tomorrow',
      'D17a@tomorrow',
      'D20@later:2026-06-20',
      'D23@later:2026-06-23',
      'D24@later:2026-06-24',
    ]);
    await completeTask(user, d16.id);

    // The 17th: they arrive in Today, fresh: not carried over on their own day.
    const open = (entries: string[]) => entries.filter((entry) => !entry.endsWith('✓'));
    expect(open(await dayAt(17)).slice(0, 4)).toEqual(['T1@today', 'M1@today', 'D17b@today', 'D17a@today']);
    let tasks = await listTasksAs(user);
    expect(await carried(user, tasks)).toEqual(expect.not.arrayContaining([expect.stringMatching(/^D17/)]));

    // The 18th: left open, the 17th's tasks have been carried over one day; nothing else arrives.
    expect(await dayAt(18)).toContain('D20@later:2026-06-20');
    tasks = await listTasksAs(user);
    expect(await carried(user, tasks)).toEqual(expect.arrayContaining(['D17a 1', 'D17b 1']));

    // Down from the 18th to the 22nd: the first request of the 22nd starts the day. D20's day
    // passed while no server ran: it arrives in Today carried over since its day; D23 arrives in
    // Tomorrow; D24 stays.
    now = laMidnight(22) + 3 * HOUR;
    const after = open(picture(await listTasksAs(user)));
    expect(after.filter((entry) => entry.startsWith('D'))).toEqual([
      'D17b@today',
      'D17a@today',
      'D20@today',
      'D23@tomorrow',
      'D24@later:2026-06-24',
    ]);
    tasks = await listTasksAs(user);
    expect(await carried(user, tasks)).toEqual(expect.arrayContaining(['D20 2', 'D17a 5', 'D17b 5']));

    // The 23rd and the 24th: D24 comes to Tomorrow, then to Today.
    expect(await dayAt(23)).toContain('D24@tomorrow');
    expect(await dayAt(24)).toContain('D24@today');
    expect((await dayAt(25)).some((entry) => entry.includes('@later'))).toBe(false);

    // Nothing was started twice: one start per day the server saw (the first day, set with the
    // zone, needs none).
    const starts = await t.app.db.selectFrom('day_starts').select('local_date').where('uid', '=', user.id).execute();
    expect(starts.map((s) => s.local_date).sort()).toEqual([
      '2026-06-15',
      '2026-06-16',
      '2026-06-17',
      '2026-06-18',
      '2026-06-22',
      '2026-06-23',
      '2026-06-24',
      '2026-06-25',
    ]);
    // History counted D16's completion on the 16th, the day it was done, and the moves nothing.
    const history = await user.inject({ method: 'GET', url: '/api/history?days=12' });
    expect(history.json<History>().days.filter((d) => d.completed > 0)).toEqual([{ date: '2026-06-16', completed: 1 }]);
  });

  it('brings Later tasks even with the rollover off, and leaves completed ones', async () => {
    const user = await laUser({ rollover: false });
    await seedTasks(user, 'tomorrow', 'M1');
    const done = await plan(user, 'Done early', '2026-06-16');
    await completeTask(user, done.id);
    await plan(user, 'D16', '2026-06-16');
    now = laMidnight(15);
    await sweepDays(t.app);
    expect(picture(await listTasksAs(user))).toEqual(['M1@tomorrow', 'D16@tomorrow', 'Done early@later:2026-06-16✓']);
    now = laMidnight(16);
    await sweepDays(t.app);
    // The rollover is off, so D16 waits in Tomorrow like any Tomorrow task; a day start never
    // plans a task that has no day any more.
    expect(picture(await listTasksAs(user))).toEqual(['M1@tomorrow', 'D16@tomorrow', 'Done early@later:2026-06-16✓']);
  });

  it('a task planned the minute before midnight for the day after tomorrow arrives in Tomorrow at midnight', async () => {
    const user = await laUser();
    now = laMidnight(15) - 60_000; // 23:59 on the 14th
    await plan(user, 'Late plan', '2026-06-16');
    now = laMidnight(15);
    await sweepDays(t.app);
    expect(picture(await listTasksAs(user))).toEqual(['Late plan@tomorrow']);
    now += DAY;
    await sweepDays(t.app);
    expect(picture(await listTasksAs(user))).toEqual(['Late plan@today']);
  });
});
