import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, screen, within } from '@testing-library/react';
import { makeTask } from '../test/make-task';
import { renderBoard } from '../test/render-board';
import { VIRTUALIZE_ABOVE } from './virtual-list-loader';
import { ROW_ESTIMATE_PX } from './virtual-task-list';

// A fresh module registry per test file: the virtual list's code has not been fetched yet here.
describe('a long list before its code has arrived', () => {
  beforeEach(() => {
    vi.spyOn(HTMLElement.prototype, 'offsetHeight', 'get').mockImplementation(function (this: HTMLElement) {
      return this.hasAttribute('data-index') ? ROW_ESTIMATE_PX : 0;
    });
    vi.spyOn(window, 'scrollTo').mockImplementation(() => {});
  });
  afterEach(() => vi.restoreAllMocks());

  it('shows placeholder rows, never the whole list, then the rows near the window', async () => {
    const count = VIRTUALIZE_ABOVE + 40;
    const { server } = await renderBoard();
    // The tasks arrive while the board is up (another device adds them), so what is rendered the
    // moment they arrive can be looked at before the list's code does.
    act(() => {
      for (let i = 0; i < count; i++) server.writeElsewhere(makeTask({ id: `t${i}`, text: `Task ${i}`, order: i }));
    });
    const today = within(screen.getByRole('region', { name: 'Today' }));
    expect(today.getByTestId('row-skeletons')).toBeInTheDocument();
    expect(today.queryAllByRole('listitem')).toHaveLength(0);

    const rows = await today.findAllByRole('listitem');
    expect(rows.length).toBeGreaterThan(0);
    expect(rows.length).toBeLessThan(count);
    expect(rows[0]).toHaveAttribute('aria-setsize', String(count));
    expect(today.queryByTestId('row-skeletons')).not.toBeInTheDocument();
  });
});
