import { useRef, useState } from 'react';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { isModal } from '../../test/dialog-polyfill';
import { Dialog } from './dialog';

function Harness({ onClose = () => undefined, withInitial = false }: { onClose?: () => void; withInitial?: boolean }) {
  const [open, setOpen] = useState(false);
  const field = useRef<HTMLInputElement>(null);
  const close = () => {
    onClose();
    setOpen(false);
  };
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Open
      </button>
      {open && (
        <Dialog aria-label="Things" onClose={close} initialFocus={withInitial ? field : undefined}>
          <input ref={field} aria-label="Name" />
          <button type="button" onClick={close}>
            Done
          </button>
        </Dialog>
      )}
    </>
  );
}

describe('Dialog', () => {
  it('opens modally, focused, and gives focus back to its opener on close', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    await user.click(screen.getByRole('button', { name: 'Open' }));
    const dialog = screen.getByRole('dialog', { name: 'Things' });
    expect(isModal(dialog)).toBe(true);
    expect(dialog).toHaveFocus();
    await user.click(screen.getByRole('button', { name: 'Done' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.getByRole('button', { name: 'Open' })).toHaveFocus();
  });

  it('focuses what it is asked to', async () => {
    const user = userEvent.setup();
    render(<Harness withInitial />);
    await user.click(screen.getByRole('button', { name: 'Open' }));
    expect(screen.getByRole('textbox', { name: 'Name' })).toHaveFocus();
  });

  it('asks to close on Escape and on a press on the backdrop, not on one inside', async () => {
    const user = userEvent.setup();
    const onClose = vi.fn();
    render(<Harness onClose={onClose} />);
    await user.click(screen.getByRole('button', { name: 'Open' }));
    await user.click(screen.getByRole('textbox', { name: 'Name' }));
    expect(onClose).not.toHaveBeenCalled();
    await user.keyboard('{Escape}');
    expect(onClose).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('dialog')).toBeNull();

    await user.click(screen.getByRole('button', { name: 'Open' }));
    // jsdom lays nothing out: the dialog's box is empty at 0,0, so a press away from it is outside.
    await user.pointer({
      keys: '[MouseLeft]',
      target: screen.getByRole('dialog'),
      coords: { clientX: 400, clientY: 400 },
    });
    expect(onClose).toHaveBeenCalledTimes(2);
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
