import { describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { TEXTS } from '@dayflow/core';
import '../../test/pointer-event';
import { makeTask } from '../../test/make-task';
import { mountBoard } from '../../test/render-board';

// The library arrives when the test lets it: the board's dynamic import waits on this gate.
let openGate: () => void = () => {};
const gate = new Promise<void>((resolve) => (openGate = resolve));
vi.mock('./drag-kit', async () => {
  await gate;
  return vi.importActual('./drag-kit');
});

const region = (title: string) => within(screen.getByRole('region', { name: title }));
const libraryIn = () => document.querySelector('[data-rfd-droppable-id]') !== null;
const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

// One page load: the library arrives once per page, so the steps before and after it are one story.
describe('the drag library arriving under lists already in use', () => {
  it('keeps what was typed, shown and focused, waits for a press to end, and then makes the handles work', async () => {
    await mountBoard(
      [
        makeTask({ id: 'a', text: 'Write report', order: 0 }),
        makeTask({ id: 'b', text: 'Reply to Sam', order: 1 }),
        makeTask({ id: 'c', text: 'Paid rent', order: 2, completed: true }),
      ],
      ['today', 'tomorrow'],
    );
    const today = region('Today');
    await today.findByText('Write report');

    // Before: the rows are there and work; their handles are not buttons yet.
    expect(libraryIn()).toBe(false);
    expect(today.queryByRole('button', { name: TEXTS.dragToMove })).not.toBeInTheDocument();
    const user = userEvent.setup();
    await user.click(today.getByRole('button', { name: TEXTS.completedHeading(1) }));
    await user.type(today.getByPlaceholderText(TEXTS.placeholders.today), 'Half a thou');
    const composer = today.getByPlaceholderText(TEXTS.placeholders.today);
    expect(composer).toHaveFocus();

    // A press is going on when the library arrives: the rows are not drawn again under it.
    fireEvent.pointerDown(today.getByText('Reply to Sam'), { button: 0, pointerType: 'mouse' });
    openGate();
    await pause(300);
    expect(libraryIn()).toBe(false);
    fireEvent.pointerUp(today.getByText('Reply to Sam'), { button: 0, pointerType: 'mouse' });
    await waitFor(() => expect(libraryIn()).toBe(true));

    // After: nothing the lists held was lost, and the handles are the library's.
    expect(composer).toBeInTheDocument();
    expect(composer).toHaveValue('Half a thou');
    expect(composer).toHaveFocus();
    expect(today.getByRole('button', { name: TEXTS.completedHeading(1) })).toHaveAttribute('aria-expanded', 'true');
    expect(today.getByText('Paid rent')).toBeInTheDocument();
    const handles = today.getAllByRole('button', { name: TEXTS.dragToMove });
    expect(handles).toHaveLength(2);
    expect(handles[0]).toHaveAttribute('data-rfd-drag-handle-draggable-id', 'a');
  });
});
