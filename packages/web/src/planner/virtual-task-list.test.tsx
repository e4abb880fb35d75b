import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, screen, within } from '@testing-library/react';
import { makeTask } from '../test/make-task';
import { renderBoard, whenSaved } from '../test/render-board';
import { VIRTUALIZE_ABOVE, loadVirtualTaskList } from './virtual-list-loader';
import { ROW_ESTIMATE_PX, rowsToRender } from './virtual-task-list';

const range = (startIndex: number, endIndex: number, count = 100, overscan = 2) => ({
  startIndex,
  endIndex,
  count,
  overscan,
});

describe('rowsToRender', () => {
  it('renders the window with its overscan, clamped to the list', () => {
    expect(rowsToRender(range(10, 12), [])).toEqual([8, 9, 10, 11, 12, 13, 14]);
    expect(rowsToRender(range(0, 2, 4), [])).toEqual([0, 1, 2, 3]);
  });

  it('keeps the focused row and the menu row, in order, however far from the window', () => {
    expect(rowsToRender(range(10, 12), [90, 3])).toEqual([3, 8, 9, 10, 11, 12, 13, 14, 90]);
    expect(rowsToRender(range(10, 12), [null, 11])).toEqual([8, 9, 10, 11, 12, 13, 14]);
  });

  it('forgets a kept row that is no longer in the list', () => {
    expect(rowsToRender(range(0, 1, 5), [7])).toEqual([0, 1, 2, 3]);
  });
});

describe('long lists', { timeout: 30_000 }, () => {
  // The virtual list's code is fetched on demand; here it has arrived (see virtual-list-loader.test).
  beforeAll(async () => {
    await loadVirtualTaskList();
  });
  // jsdom lays nothing out: give each row a one-line height, as a browser would.
  beforeEach(() => {
    vi.spyOn(HTMLElement.prototype, 'offsetHeight', 'get').mockImplementation(function (this: HTMLElement) {
      return this.hasAttribute('data-index') ? ROW_ESTIMATE_PX : 0;
    });
    // The virtualizer keeps the scroll position steady as rows are measured; jsdom cannot scroll.
    vi.spyOn(window, 'scrollTo').mockImplementation(() => {});
  });
  afterEach(() => vi.restoreAllMocks());

  const tasks = (n: number) =>
    Array.from({ length: n }, (_, i) => makeTask({ id: `t${i}`, text: `Task ${i}`, order: i }));
  const today = () => within(screen.getByRole('region', { name: 'Today' }));

  it(`keeps every row of a list of ${VIRTUALIZE_ABOVE} in the DOM, as a plain list`, async () => {
    await renderBoard(tasks(VIRTUALIZE_ABOVE));
    const items = today().getAllByRole('listitem');
    expect(items).toHaveLength(VIRTUALIZE_ABOVE);
    expect(items[0]).not.toHaveAttribute('aria-setsize');
    expect(items[0]!.style.position).toBe('');
  });

  it(`renders only the rows near the window above ${VIRTUALIZE_ABOVE}, each placed and counted`, async () => {
    await renderBoard(tasks(500));
    const items = today().getAllByRole('listitem');
    // jsdom's window is 768 px tall: about 16 rows of 48 px, plus the overscan.
    expect(items.length).toBeGreaterThan(10);
    expect(items.length).toBeLessThan(40);
    expect(today().getByRole('checkbox', { name: 'Task 0' })).toBeInTheDocument();
    expect(today().queryByRole('checkbox', { name: 'Task 499' })).not.toBeInTheDocument();
    expect(items[0]).toHaveAttribute('aria-setsize', '500');
    expect(items[0]).toHaveAttribute('aria-posinset', '1');
    expect(items[2]).toHaveAttribute('aria-posinset', '3');
    expect(items[2]!.style.position).toBe('absolute');
    expect(items[2]!.style.top).toBe(`${2 * (ROW_ESTIMATE_PX + 6)}px`);
    // The open count still says how many there are.
    expect(screen.getByRole('region', { name: 'Today' })).toHaveTextContent('Open tasks: 500');
  });

  it('switches to the plain list when the list shrinks to the threshold', async () => {
    const { store, server } = await renderBoard(tasks(VIRTUALIZE_ABOVE + 1));
    expect(today().getAllByRole('listitem')[0]).toHaveAttribute('aria-setsize', String(VIRTUALIZE_ABOVE + 1));
    act(() => store.actions.setCompleted('t0', true));
    const items = today().getAllByRole('listitem');
    expect(items).toHaveLength(VIRTUALIZE_ABOVE);
    expect(items[0]).not.toHaveAttribute('aria-setsize');
    // Still so once the server has confirmed it.
    await whenSaved(store);
    expect(server.tasks.get('t0')).toMatchObject({ completed: true });
    expect(today().getAllByRole('listitem')).toHaveLength(VIRTUALIZE_ABOVE);
  });
});
