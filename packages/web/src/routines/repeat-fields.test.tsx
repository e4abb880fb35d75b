import { describe, expect, it, vi } from 'vitest';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ROUTINE_TEXTS, type Routine } from '@dayflow/core';
import { RoutineEditor, routineChanges, type RoutineFields } from './routine-editor';
import { deviceToday } from './repeat-draft';

const t = ROUTINE_TEXTS;
const routine = (over: Partial<Routine>): Routine => ({
  id: 'r1',
  text: 'Bins out',
  priority: 'Medium',
  weekdays: [2],
  rrule: 'FREQ=WEEKLY;BYDAY=TU',
  startsOn: null,
  paused: false,
  createdAt: 1,
  updatedAt: 1,
  ...over,
});

function renderEditor(existing?: Routine) {
  const onSave = vi.fn<(fields: RoutineFields) => void>();
  render(<RoutineEditor routine={existing} saving={false} onSave={onSave} onCancel={() => {}} />);
  const form = within(screen.getByRole('form'));
  return { onSave, form, u: userEvent.setup() };
}
const summary = (form: ReturnType<typeof within>) => form.getByText(`${t.summary}:`).parentElement;

describe('the rhythm fields', () => {
  it('makes an every-other-week routine, from a first day, and says it in words', async () => {
    const { onSave, form, u } = renderEditor();
    await u.type(form.getByRole('textbox', { name: t.text }), 'Bins out');
    for (const day of ['Monday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday']) {
      await u.click(form.getByRole('checkbox', { name: day }));
    }
    expect(summary(form)).toHaveTextContent('Every Tuesday');
    expect(form.queryByLabelText(t.startsOn)).not.toBeInTheDocument();
    const every = form.getByRole('spinbutton', { name: t.every });
    await u.clear(every);
    await u.type(every, '2');
    expect(summary(form)).toHaveTextContent('Every other Tuesday');
    expect(every).toHaveAccessibleDescription(t.units.weekly);
    expect(form.getByLabelText(t.startsOn)).toHaveValue(deviceToday());
    await u.click(form.getByRole('button', { name: t.save }));
    expect(onSave).toHaveBeenCalledWith({
      text: 'Bins out',
      priority: 'Medium',
      rrule: 'FREQ=WEEKLY;INTERVAL=2;BYDAY=TU',
      startsOn: deviceToday(),
    });
  });

  it.each([
    {
      kind: t.rhythms.monthly,
      pick: [[t.onDay, t.lastDay]],
      words: 'Monthly on the last day',
      rrule: 'FREQ=MONTHLY;BYMONTHDAY=-1',
    },
    {
      kind: t.rhythms.monthly,
      pick: [[t.onDay, '15']],
      words: 'Monthly on the 15th',
      rrule: 'FREQ=MONTHLY;BYMONTHDAY=15',
    },
    {
      kind: t.rhythms.monthlyWeekday,
      pick: [
        [t.which, 'Second'],
        [t.weekday, 'Tuesday'],
      ],
      words: 'Monthly on the 2nd Tuesday',
      rrule: 'FREQ=MONTHLY;BYDAY=2TU',
    },
    {
      kind: t.rhythms.yearly,
      pick: [
        [t.month, 'February'],
        [t.day, '29'],
      ],
      words: 'Yearly on February 29 (February 28 in other years)',
      rrule: 'FREQ=YEARLY;BYMONTH=2;BYMONTHDAY=28,29;BYSETPOS=-1',
    },
  ])('$words', async ({ kind, pick, words, rrule }) => {
    const { onSave, form, u } = renderEditor();
    await u.type(form.getByRole('textbox', { name: t.text }), 'x');
    await u.selectOptions(form.getByRole('combobox', { name: t.repeats }), kind);
    for (const [name, option] of pick) await u.selectOptions(form.getByRole('combobox', { name }), option!);
    expect(summary(form)).toHaveTextContent(words);
    await u.click(form.getByRole('button', { name: t.save }));
    expect(onSave).toHaveBeenCalledWith({ text: 'x', priority: 'Medium', rrule });
  });

  it('every N days will not save without a whole number of days', async () => {
    const { onSave, form, u } = renderEditor();
    await u.type(form.getByRole('textbox', { name: t.text }), 'Water');
    await u.selectOptions(form.getByRole('combobox', { name: t.repeats }), t.rhythms.daily);
    const every = form.getByRole('spinbutton', { name: t.every });
    await u.clear(every);
    expect(every).toHaveAttribute('aria-invalid', 'true');
    expect(form.getByRole('button', { name: t.save })).toBeDisabled();
    await u.type(every, '3');
    expect(summary(form)).toHaveTextContent('Every 3 days');
    await u.click(form.getByRole('button', { name: t.save }));
    expect(onSave).toHaveBeenCalledWith(
      expect.objectContaining({ rrule: 'FREQ=DAILY;INTERVAL=3', startsOn: deviceToday() }),
    );
  });

  it('a day of the year keeps within its month', async () => {
    const { form, u } = renderEditor();
    await u.selectOptions(form.getByRole('combobox', { name: t.repeats }), t.rhythms.yearly);
    await u.selectOptions(form.getByRole('combobox', { name: t.month }), 'March');
    await u.selectOptions(form.getByRole('combobox', { name: t.day }), '31');
    await u.selectOptions(form.getByRole('combobox', { name: t.month }), 'April');
    expect(form.getByRole('combobox', { name: t.day })).toHaveValue('30');
    expect(summary(form)).toHaveTextContent('Yearly on April 30');
  });

  it('opens a rule routine with its own fields, and Every day sends weekdays as before', async () => {
    const { onSave, form, u } = renderEditor(
      routine({ weekdays: [], rrule: 'FREQ=MONTHLY;INTERVAL=2;BYDAY=-1FR', startsOn: '2026-01-30' }),
    );
    expect(form.getByRole('combobox', { name: t.repeats })).toHaveValue('monthlyWeekday');
    expect(form.getByRole('combobox', { name: t.which })).toHaveValue('-1');
    expect(form.getByLabelText(t.startsOn)).toHaveValue('2026-01-30');
    expect(summary(form)).toHaveTextContent('Every other month on the last Friday');
    await u.selectOptions(form.getByRole('combobox', { name: t.repeats }), t.rhythms.everyDay);
    expect(form.queryByRole('spinbutton')).not.toBeInTheDocument();
    await u.click(form.getByRole('button', { name: t.save }));
    expect(onSave).toHaveBeenCalledWith({ text: 'Bins out', priority: 'Medium', weekdays: [0, 1, 2, 3, 4, 5, 6] });
  });
});

describe('routineChanges', () => {
  const rule = routine({ rrule: 'FREQ=WEEKLY;INTERVAL=2;BYDAY=TU', startsOn: '2026-06-16' });
  it.each<[string, Routine, RoutineFields, object]>([
    ['nothing', rule, { text: 'Bins out', priority: 'Medium', rrule: rule.rrule, startsOn: '2026-06-16' }, {}],
    [
      'the first day',
      rule,
      { text: 'Bins out', priority: 'Medium', rrule: rule.rrule, startsOn: '2026-06-23' },
      { startsOn: '2026-06-23' },
    ],
    [
      'a rule to weekdays, the same days',
      rule,
      { text: 'Bins out', priority: 'Medium', weekdays: [2] },
      { weekdays: [2] },
    ],
    ['weekdays unchanged', routine({}), { text: 'Bins out', priority: 'Medium', weekdays: [2] }, {}],
    [
      'weekdays to a rule',
      routine({}),
      { text: 'Bins out', priority: 'Medium', rrule: 'FREQ=MONTHLY;BYMONTHDAY=1' },
      { rrule: 'FREQ=MONTHLY;BYMONTHDAY=1' },
    ],
  ])('%s', (_name, before, fields, changes) => {
    expect(routineChanges(before, fields)).toEqual(changes);
  });
});
