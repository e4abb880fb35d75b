import { describe, expect, it, vi } from 'vitest';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { SEARCH_TEXTS } from '@dayflow/core';
import { makeTask } from '../test/make-task';
import { formatPlanDay } from '../lib/time-zone';
import SearchDialog from './search-dialog';

const tasks = [
  makeTask({ id: 'a', text: 'Call the bank', section: 'today', order: 0 }),
  makeTask({ id: 'b', text: 'Bank card PIN', section: 'brainDump', order: 0 }),
  makeTask({ id: 'c', text: 'Pay the bank loan', section: 'tomorrow', order: 0, completed: true }),
  makeTask({ id: 'd', text: 'Water plants', section: 'today', order: 1 }),
  makeTask({ id: 'e', text: 'Renew bank card', section: 'later', day: '2026-12-04', order: 0 }),
];

function open() {
  const onChoose = vi.fn();
  const onClose = vi.fn();
  render(<SearchDialog tasks={tasks} onChoose={onChoose} onClose={onClose} returnTo={null} />);
  return { onChoose, onClose, field: screen.getByRole('combobox', { name: SEARCH_TEXTS.label }) };
}

const options = () => screen.queryAllByRole('option');

describe('SearchDialog', () => {
  it('filters every list as you type, marks the matches and says where each task is', async () => {
    const user = userEvent.setup();
    const { field } = open();
    expect(field).toHaveFocus();
    expect(options()).toHaveLength(0);
    await user.type(field, 'bank');
    expect(options().map((option) => option.textContent)).toEqual([
      'Bank card PINBrain Dump',
      'Call the bankToday',
      `Renew bank cardLater · ${formatPlanDay('2026-12-04')}`,
      'Pay the bank loanTomorrow · Completed',
    ]);
    expect(within(options()[1]!).getByText('bank', { selector: 'mark' })).toBeInTheDocument();
    expect(screen.getByText(SEARCH_TEXTS.count(4))).toBeInTheDocument();
    expect(field).toHaveAttribute('aria-activedescendant', options()[0]!.id);
  });

  it('moves with the arrows and jumps to the chosen task with Enter', async () => {
    const user = userEvent.setup();
    const { field, onChoose } = open();
    await user.type(field, 'bank');
    await user.keyboard('{ArrowDown}{ArrowDown}{ArrowDown}');
    expect(options()[3]).toHaveAttribute('aria-selected', 'true');
    await user.keyboard('{ArrowDown}');
    expect(options()[0]).toHaveAttribute('aria-selected', 'true');
    await user.keyboard('{ArrowUp}{Enter}');
    expect(onChoose).toHaveBeenCalledWith(tasks[2]);
  });

  it('chooses with a click, says when nothing matches, and closes with Escape', async () => {
    const user = userEvent.setup();
    const { field, onChoose, onClose } = open();
    await user.type(field, 'water');
    await user.click(options()[0]!);
    expect(onChoose).toHaveBeenCalledWith(tasks[3]);
    await user.clear(field);
    await user.type(field, 'zebra');
    expect(screen.getByText(SEARCH_TEXTS.none('zebra'))).toBeInTheDocument();
    await user.keyboard('{Enter}{Escape}');
    expect(onChoose).toHaveBeenCalledTimes(1);
    expect(onClose).toHaveBeenCalled();
  });

  it('finds a word of the notes or a checklist item and says where it found it', async () => {
    const user = userEvent.setup();
    const detailed = makeTask({
      id: 'n',
      text: 'Plan the trip',
      notes: 'Train at nine\nHotel near the station',
      checklist: [{ id: 'i1', text: 'Passport photos', done: false }],
    });
    render(<SearchDialog tasks={[detailed]} onChoose={vi.fn()} onClose={vi.fn()} returnTo={null} />);
    const field = screen.getByRole('combobox', { name: SEARCH_TEXTS.label });
    await user.type(field, 'hotel');
    expect(options().map((option) => option.textContent)).toEqual([
      `Plan the trip${SEARCH_TEXTS.foundIn.notes}Hotel near the stationToday`,
    ]);
    expect(within(options()[0]!).getByText('Hotel', { selector: 'mark' })).toBeInTheDocument();
    await user.clear(field);
    await user.type(field, 'trip passport');
    expect(options()[0]).toHaveTextContent(`${SEARCH_TEXTS.foundIn.checklist}Passport photos`);
  });
});
