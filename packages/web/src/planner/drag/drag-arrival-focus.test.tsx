import { describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { TEXTS } from '@dayflow/core';
import { makeTask } from '../../test/make-task';
import { mountBoard } from '../../test/render-board';

let openGate: () => void = () => {};
const gate = new Promise<void>((resolve) => (openGate = resolve));
vi.mock('./drag-kit', async () => {
  await gate;
  return vi.importActual('./drag-kit');
});

describe('the drag library arriving while a row has focus', () => {
  it('draws the rows again with focus on the same control of the same task', async () => {
    await mountBoard(
      [makeTask({ id: 'a', text: 'Write report', order: 0 }), makeTask({ id: 'b', text: 'Reply to Sam', order: 1 })],
      ['today'],
    );
    const before = await screen.findByRole('checkbox', { name: 'Reply to Sam' });
    before.focus();
    openGate();
    await waitFor(() => expect(document.querySelector('[data-rfd-droppable-id]')).not.toBeNull());

    const after = screen.getByRole('checkbox', { name: 'Reply to Sam' });
    expect(after).not.toBe(before); // drawn again…
    expect(after).toHaveFocus(); // …and focus came along
    const today = within(screen.getByRole('region', { name: 'Today' }));
    expect(today.getAllByRole('button', { name: TEXTS.dragToMove })).toHaveLength(2);
  });
});
