import { describe, expect, it } from 'vitest';
import type { ImportSummary } from '@dayflow/core';
import { useNewUserEachTest, useTestApp } from '../../test/support/use-test-app';
import { listTasksAs } from '../../test/support/tasks';
import { putSettings } from '../../test/support/days';
import { importAs, postImport } from '../../test/support/transfer';

// Wednesday 2026-12-30, 13:00 in Paris (already the 31st in Auckland): the year ends in two days.
const NOW = Date.UTC(2026, 11, 30, 12, 0);
const HEADER =
  'TYPE,CONTENT,DESCRIPTION,PRIORITY,INDENT,AUTHOR,RESPONSIBLE,DATE,DATE_LANG,TIMEZONE,DURATION,DURATION_UNIT';

/** A Todoist template export as the app writes it: every column, dates in the words people type. */
const TODOIST = [
  HEADER,
  'section,Home,,,,,,,,,,',
  'task,Dentist,,1,1,Ada (123),,Jan 4 2027 9:00,en,Europe/Paris,30,minute',
  'task,Renew insurance,,2,1,Ada (123),,next Friday,en,Europe/Paris,,',
  'task,Pay the plumber,,4,1,Ada (123),,tomorrow,en,Europe/Paris,,',
  'task,Call mum,,4,1,Ada (123),,Dec 30 at 18:00,en,Europe/Paris,,',
  'task,Send the forms,,4,1,Ada (123),,Dec 28 2026,en,Europe/Paris,,',
  'task,Book the cabin,,3,1,Ada (123),,Jan 2,en,Europe/Paris,,',
  'task,Read that book,,4,1,Ada (123),,someday,en,Europe/Paris,,',
  'task,Water the ferns,,4,1,Ada (123),,every 2 hours starting Dec 30,en,Europe/Paris,,',
  'task,Bins out,,4,1,Ada (123),,every monday,en,Europe/Paris,,',
  'task,No date,,4,1,Ada (123),,,en,Europe/Paris,,',
  '',
].join('\r\n');

describe('importing a Todoist export with dates', () => {
  const t = useTestApp({ now: () => NOW });
  const user = useNewUserEachTest(t);
  const body = { kind: 'todoist-csv' as const, text: TODOIST, timeZone: 'Europe/Paris' };

  it('previews each list, Later included, and names the date it could not read', async () => {
    await putSettings(user, { timeZone: 'Europe/Paris' });
    const summary = (await postImport(user, body, true)).json<ImportSummary>();
    expect(summary).toMatchObject({
      tasks: 9,
      lists: { brainDump: 2, today: 3, tomorrow: 1, later: 3 },
      routines: 1,
      dates: { unread: 1, repeatedOnce: 1 },
      notes: [
        { where: 'line 9', reason: expect.stringMatching(/^its date “someday” could not be read/) },
        {
          where: 'line 10',
          reason:
            'repeats “every 2 hours starting Dec 30”, a rhythm no routine has, so it was added once, for 2026-12-30',
        },
      ],
    });
  });

  it('lands every dated task on its day, across the year end, with its time as the reminder', async () => {
    await putSettings(user, { timeZone: 'Europe/Paris' });
    await importAs(user, body);
    const tasks = await listTasksAs(user);
    const byText = Object.fromEntries(tasks.map((task) => [task.text, task]));
    const where = (text: string) => {
      const task = byText[text]!;
      return [task.section, task.day, task.remindAt ?? null];
    };
    expect(where('Dentist')).toEqual(['later', '2027-01-04', '2027-01-04T08:00:00.000Z']);
    expect(where('Renew insurance')).toEqual(['later', '2027-01-01', null]);
    expect(where('Book the cabin')).toEqual(['later', '2027-01-02', null]);
    expect(where('Pay the plumber')).toEqual(['tomorrow', null, null]);
    expect(where('Call mum')).toEqual(['today', null, '2026-12-30T17:00:00.000Z']);
    expect(where('Send the forms')).toEqual(['today', null, null]);
    expect(where('Water the ferns')).toEqual(['today', null, null]);
    expect(where('Read that book')).toEqual(['brainDump', null, null]);
    expect(where('No date')).toEqual(['brainDump', null, null]);
    expect(byText['Bins out']).toBeUndefined();
    // As the day start brings planned days: overdue first, then in day order, file order within a day.
    const today = tasks.filter((task) => task.section === 'today').sort((a, b) => a.order - b.order);
    expect(today.map((task) => task.text)).toEqual(['Send the forms', 'Call mum', 'Water the ferns']);
  });

  it('reads and places the dates in the zone of the request while the account has none', async () => {
    // Already Thursday the 31st in Auckland: its tomorrow and its next Friday are both Jan 1.
    await importAs(user, { ...body, timeZone: 'Pacific/Auckland' });
    const tasks = await listTasksAs(user);
    const sectionOf = (text: string) => tasks.find((task) => task.text === text)?.section;
    expect(sectionOf('Pay the plumber')).toBe('tomorrow');
    expect(sectionOf('Renew insurance')).toBe('tomorrow');
    expect(sectionOf('Send the forms')).toBe('today'); // Dec 28 2026: overdue
    // Without a year, Dec 30 read on the 31st is next year's.
    expect(tasks.find((task) => task.text === 'Call mum')?.day).toBe('2027-12-30');
  });

  it("follows the account's day for a Later date that is already tomorrow there", async () => {
    // Still the 30th in Paris, already the 31st in Auckland: Jan 1 is Auckland's tomorrow.
    await putSettings(user, { timeZone: 'Pacific/Auckland' });
    await importAs(user, body);
    const renew = (await listTasksAs(user)).find((task) => task.text === 'Renew insurance')!;
    expect([renew.section, renew.day]).toEqual(['tomorrow', null]);
  });
});
