import { beforeEach, describe, expect, it, vi } from 'vitest';
import { act, render, screen, waitFor } from '@testing-library/react';

// A fresh copy of the module for each test: the shared test setup has already loaded the library.
async function freshToast() {
  vi.resetModules();
  const lib = await import('../lib/toast');
  const { LazyToaster } = await import('./toaster');
  return { ...lib, LazyToaster };
}

describe('toast, with its library fetched on first use', () => {
  beforeEach(() => vi.resetModules());

  it('fetches nothing and mounts no toaster until a toast is asked for', async () => {
    const { toastLibrary, isToasterWanted, LazyToaster } = await freshToast();
    const { container } = render(<LazyToaster />);
    expect(toastLibrary.loaded()).toBeUndefined();
    expect(isToasterWanted()).toBe(false);
    expect(container).toBeEmptyDOMElement();
  });

  it('returns an id at once, then shows the toast once the library has arrived', async () => {
    const { toast, isToasterWanted, LazyToaster } = await freshToast();
    render(<LazyToaster />);
    let id = '';
    act(() => {
      id = toast.success('Saved');
    });
    expect(id).toMatch(/^toast-\d+$/);
    expect(isToasterWanted()).toBe(true);
    expect(await screen.findByText('Saved')).toBeInTheDocument();
    expect(toast('Another', { id: 'mine' })).toBe('mine');
  });

  it('dismisses a toast whose library was still on its way', async () => {
    const { toast, toastLibrary, LazyToaster } = await freshToast();
    render(<LazyToaster />);
    let id = '';
    act(() => {
      id = toast.error('Gone soon');
      toast.dismiss(id);
    });
    const { default: library } = await toastLibrary.load();
    const dismiss = vi.spyOn(library, 'dismiss');
    await waitFor(() => expect(screen.queryByText('Gone soon')).not.toBeInTheDocument());
    expect(dismiss).not.toHaveBeenCalled(); // the pending dismiss ran before this spy, on arrival
  });
});
