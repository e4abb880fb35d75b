import { describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import { makeTask } from '../test/make-task';
import { renderBoard } from '../test/render-board';
import { VIRTUALIZE_ABOVE } from './virtual-list-loader';

// The long-list view's chunk cannot be fetched (the server went away after the page loaded).
vi.mock('./virtual-task-list', () => Promise.reject(new Error('offline')));

describe('a long list whose view cannot be fetched', () => {
  it('shows every row as a plain list rather than placeholders forever', async () => {
    const count = VIRTUALIZE_ABOVE + 5;
    await renderBoard(Array.from({ length: count }, (_, i) => makeTask({ id: `t${i}`, text: `Task ${i}`, order: i })));
    const today = within(screen.getByRole('region', { name: 'Today' }));
    expect(await today.findAllByRole('listitem')).toHaveLength(count);
    expect(today.queryByTestId('row-skeletons')).not.toBeInTheDocument();
  });
});
