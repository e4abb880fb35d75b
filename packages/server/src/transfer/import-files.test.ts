import { describe, expect, it } from 'vitest';
import {
  MAX_TASK_TEXT_LENGTH,
  TASK_SECTIONS,
  type ImportSummary,
  type LiveMessage,
  type Routine,
  type Task,
} from '@dayflow/core';
import type { SignedInUser } from '../../test/support/test-app';
import { useNewUserEachTest, useTestApp } from '../../test/support/use-test-app';
import { createTaskAs, listTasksAs } from '../../test/support/tasks';
import { importAs, postImport } from '../../test/support/transfer';

// 2026-05-20 22:30 UTC: already the 21st in Paris.
const T0 = Date.UTC(2026, 4, 20, 22, 30);
const HEADER = 'TYPE,CONTENT,DESCRIPTION,PRIORITY,INDENT,AUTHOR,RESPONSIBLE,DATE,DATE_LANG,TIMEZONE';

/** A Todoist template export with the newer extra columns, quoting, a multi-line description. */
const TODOIST = [
  `${HEADER},DURATION,DURATION_UNIT,DEADLINE,DEADLINE_LANG`,
  'section,Errands,,,,,,,,,,,,',
  'task,"Buy milk, eggs and ""good"" bread","From the shop\non the corner",1,1,Ada (123),,today,en,Europe/Paris,,,,',
  'note,"Remember: oat milk",,,,Ada (123),,,,,,,,',
  'task,Call Bob,,4,1,Ada (123),,2026-05-22,en,Europe/Paris,15,minute,,',
  'task,Someday,,3,1,Ada (123),,,en,Europe/Paris,,,,',
  `task,${'x'.repeat(MAX_TASK_TEXT_LENGTH + 1)},,4,1,,,,,,,,,`,
  // Rows real files have: a stray quote (read as text), a priority Todoist never writes, a
  // recurring date (a routine) and a rhythm no routine has.
  'task,Say "hi" to Bo,,4,1,,,,,,,,,',
  'task,Odd priority,,9,1,,,,,,,,,',
  'task,Water the plants,,2,1,,,every day,en,,,,,',
  'task,Gym,,1,1,,,"every mon, thu",en,,,,,',
  'task,Check the oven,,4,1,,,every 2 hours,en,,,,,',
  // A quote that never closes: this row is skipped, and reading goes on with the next one.
  'task,"Never closed,,4,1,,,,,,,,,',
  'task,Last row,,4,1,,,,,,,,,',
  '',
].join('\r\n');

const routinesOf = async (user: SignedInUser) =>
  (await user.inject({ method: 'GET', url: '/api/routines' })).json<{ routines: Routine[] }>().routines;

describe('importing Todoist CSV and plain text', () => {
  const t = useTestApp({ now: () => T0 });
  const user = useNewUserEachTest(t);

  const todoist = { kind: 'todoist-csv' as const, text: TODOIST, timeZone: 'Europe/Paris' };

  it('previews counts per list and every skip with its reason, writing nothing', async () => {
    const response = await postImport(user, todoist, true);
    expect(response.statusCode).toBe(200);
    expect(response.json<ImportSummary>()).toEqual({
      tasks: 6,
      lists: { brainDump: 4, today: 1, tomorrow: 1, later: 0 },
      completed: 0,
      dailyGoal: null,
      streak: null,
      routines: 2,
      settings: [],
      historyDays: 0,
      recentlyDeleted: 0,
      skipped: {
        total: 3,
        entries: [
          { where: 'line 8', reason: `the text is longer than ${MAX_TASK_TEXT_LENGTH} characters (2001)` },
          { where: 'line 10', reason: `its PRIORITY is "9", and Todoist's are 1, 2, 3 or 4` },
          { where: 'line 14', reason: expect.stringMatching(/^a quote opens a field and never closes/) },
        ],
      },
      notes: [
        {
          where: 'line 13',
          reason: 'repeats “every 2 hours”, a rhythm no routine has, so it was added once to Brain Dump',
        },
      ],
      dates: { unread: 0, repeatedOnce: 1 },
      // The section reaches each task after it; the comment and the description their task.
      kept: { descriptions: 1, subTasks: 0, comments: 1, sections: 6 },
    });
    expect(await routinesOf(user)).toEqual([]);
    expect(await listTasksAs(user)).toEqual([]);
  });

  it('imports tasks with priorities, dates, quoted and multi-line text, after existing tasks', async () => {
    await createTaskAs(user, { text: 'Already here', section: 'today' });
    const summary = await importAs(user, todoist);
    expect(summary.tasks).toBe(6);
    const bySection = (a: Task, b: Task) =>
      TASK_SECTIONS.indexOf(a.section) - TASK_SECTIONS.indexOf(b.section) || a.order - b.order;
    const tasks = (await listTasksAs(user)).sort(bySection);
    expect(tasks.map((task) => [task.text, task.section, task.priority, task.order, task.createdAt])).toEqual([
      ['Someday', 'brainDump', 'Low', 0, T0],
      ['Say "hi" to Bo', 'brainDump', 'Medium', 1, T0],
      ['Check the oven', 'brainDump', 'Medium', 2, T0],
      ['Last row', 'brainDump', 'Medium', 3, T0],
      ['Already here', 'today', 'Medium', 0, T0],
      ['Buy milk, eggs and "good" bread', 'today', 'High', 1, T0],
      ['Call Bob', 'tomorrow', 'Medium', 0, T0],
    ]);
    expect(tasks.find((task) => task.text.startsWith('Buy milk'))?.notes).toBe(
      'Section: Errands\n\nFrom the shop\non the corner\n\nComment (Ada (123)):\nRemember: oat milk',
    );
    expect((await routinesOf(user)).map((r) => [r.text, r.priority, r.weekdays, r.paused])).toEqual([
      ['Water the plants', 'Medium', [0, 1, 2, 3, 4, 5, 6], false],
      ['Gym', 'High', [1, 4], false],
    ]);
  });

  it('adds nothing when the same file is imported again', async () => {
    await importAs(user, todoist);
    const again = await importAs(user, todoist);
    expect(again.tasks).toBe(0);
    expect(again.routines).toBe(0);
    expect(again.skipped.entries).toContainEqual({
      where: 'line 11',
      reason: 'already one of your routines (same text and days)',
    });
    expect(await listTasksAs(user)).toHaveLength(6);
    expect(await routinesOf(user)).toHaveLength(2);
  });

  it('imports plain text into the chosen list, one task per line', async () => {
    const summary = await importAs(user, { kind: 'text', text: 'Water plants\n\n  Pay rent  \r\n', list: 'tomorrow' });
    expect(summary.lists).toEqual({ brainDump: 0, today: 0, tomorrow: 2, later: 0 });
    expect((await listTasksAs(user)).map((task) => [task.text, task.section, task.order])).toEqual([
      ['Water plants', 'tomorrow', 0],
      ['Pay rent', 'tomorrow', 1],
    ]);
  });

  it("publishes the imported tasks to the user's live devices once they are committed", async () => {
    const published: { uid: string; message: LiveMessage }[] = [];
    const bus = t.app.liveBus;
    const original = bus.publish.bind(bus);
    bus.publish = async (uid, message) => {
      published.push({ uid, message });
      return original(uid, message);
    };
    try {
      await importAs(user, { kind: 'text', text: 'a\nb', list: 'today' });
    } finally {
      bus.publish = original;
    }
    expect(published).toEqual([
      // One change of the user's: their first, so from version 0 to 1.
      {
        uid: user.id,
        message: { type: 'changes', upserts: await listTasksAs(user), deletes: [], since: 0, version: 1 },
      },
    ]);
  });
});
