import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import toast, { Toaster } from 'react-hot-toast';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { RELOAD_TEXT, showUpdateToast, UPDATE_READY_TEXT } from './update-toast';

afterEach(() => act(() => toast.remove()));

describe('update toast', () => {
  it('says a new version is ready and reloads into it once, on Reload', async () => {
    const user = userEvent.setup();
    render(<Toaster />);
    const reload = vi.fn();
    act(() => showUpdateToast(reload));
    expect(await screen.findByText(UPDATE_READY_TEXT)).toBeInTheDocument();
    const button = screen.getByRole('button', { name: RELOAD_TEXT });
    await user.click(button);
    expect(reload).toHaveBeenCalledOnce();
    // Pressed while the new worker takes over: a second press would ask it again.
    expect(button).toBeDisabled();
  });

  it('is one toast however often the same update is reported', async () => {
    render(<Toaster />);
    act(() => {
      showUpdateToast(() => {});
      showUpdateToast(() => {});
    });
    await screen.findByText(UPDATE_READY_TEXT);
    expect(screen.getAllByRole('button', { name: RELOAD_TEXT })).toHaveLength(1);
  });
});
