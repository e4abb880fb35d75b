import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { act } from '@testing-library/react';
import type { ComponentProps } from 'react';
import { makeTask } from '../test/make-task';
import { loadVirtualTaskList } from './virtual-list-loader';
import { ROW_ESTIMATE_PX } from './virtual-task-list';
import { renderBoard, whenSaved } from '../test/render-board';

// Every render of a task row renders its Draggable once, so counting these counts row renders.
const renders = new Map<string, number>();
vi.mock('@hello-pangea/dnd', async (importOriginal) => {
  const actual = await importOriginal<typeof import('@hello-pangea/dnd')>();
  function CountingDraggable(props: ComponentProps<typeof actual.Draggable>) {
    renders.set(props.draggableId, (renders.get(props.draggableId) ?? 0) + 1);
    return <actual.Draggable {...props} />;
  }
  return { ...actual, Draggable: CountingDraggable };
});

// The drag library's development-only checks query the whole document for every row on every
// render (O(n²), minutes in jsdom for 1,000 rows). Production builds skip them, and so do we:
// React already chose its build at import, the library reads NODE_ENV on each call.
const nodeEnv = process.env.NODE_ENV;
beforeAll(async () => {
  process.env.NODE_ENV = 'production';
  await loadVirtualTaskList(); // fetched on demand in the app; arrived here
});
afterAll(() => {
  process.env.NODE_ENV = nodeEnv;
});
// jsdom lays nothing out: give each row of the (virtual) list a one-line height.
beforeEach(() => {
  vi.spyOn(HTMLElement.prototype, 'offsetHeight', 'get').mockImplementation(function (this: HTMLElement) {
    return this.hasAttribute('data-index') ? ROW_ESTIMATE_PX : 0;
  });
  vi.spyOn(window, 'scrollTo').mockImplementation(() => {});
});
afterEach(() => vi.restoreAllMocks());

const LIST_SIZE = 1000;
const bigBoard = () =>
  renderBoard([
    ...Array.from({ length: LIST_SIZE }, (_, i) => makeTask({ id: `t${i}`, text: `Task ${i}`, order: i })),
    makeTask({ id: 'x', text: 'Tomorrow task', section: 'tomorrow' }),
  ]);
// Plain DOM queries.
const boxes = () => [...document.querySelectorAll<HTMLInputElement>('input[type="checkbox"]')].map((b) => b.ariaLabel);
const rendered = () => [...renders.entries()].filter(([, n]) => n > 0).map(([id]) => id);

describe(`rendering with ${LIST_SIZE} tasks in one list`, { timeout: 30_000 }, () => {
  it('renders only the rows near the window', async () => {
    await bigBoard();
    // jsdom's window is 768 px tall: about 16 rows, plus the overscan, plus Tomorrow's one.
    expect(boxes().length).toBeLessThan(40);
    expect(boxes()).toContain('Task 0');
    expect(boxes()).not.toContain(`Task ${LIST_SIZE - 1}`);
  });

  it('a change in one list re-renders no row of another', async () => {
    const { store, server } = await bigBoard();
    renders.clear();
    act(() => store.actions.addTask({ text: 'New one', section: 'tomorrow' }));
    expect(boxes()).toContain('New one');
    const created = store.getState().tasks.find((task) => task.text === 'New one')!;
    expect(rendered()).toEqual([created.id]);
    // Nor does the server's answer: it confirms the task under the same id, and no row is drawn again.
    await whenSaved(store);
    expect(server.tasks.get(created.id)).toMatchObject({ section: 'tomorrow' });
    expect(rendered()).toEqual([created.id]);
  });

  it('editing one task re-renders that row only', async () => {
    const { store, server } = await bigBoard();
    renders.clear();
    act(() => store.actions.editTask('t5', { text: 'Renamed', priority: 'High' }));
    expect(boxes()).toContain('Renamed');
    expect(rendered()).toEqual(['t5']);
    // Nor does the server's answer.
    await whenSaved(store);
    expect(server.tasks.get('t5')).toMatchObject({ text: 'Renamed', priority: 'High' });
    expect(rendered()).toEqual(['t5']);
  });

  it('completing a task re-renders the rows in the window only (their position and count)', async () => {
    const { store, server } = await bigBoard();
    const shown = boxes().length;
    renders.clear();
    act(() => store.actions.setCompleted('t0', true));
    expect(boxes()).not.toContain('Task 0');
    expect(rendered().length).toBeGreaterThan(0);
    expect(rendered().length).toBeLessThanOrEqual(shown);
    await whenSaved(store);
    expect(server.tasks.get('t0')).toMatchObject({ completed: true });
    expect(rendered().length).toBeLessThanOrEqual(shown);
    expect(rendered()).not.toContain('x');
  });
});
