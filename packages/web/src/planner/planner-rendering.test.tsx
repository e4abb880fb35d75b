import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { act } from '@testing-library/react';
import type { ComponentProps } from 'react';
import { makeTask } from './test/fake-task-store';
import { renderBoard } from './test/render-board';

vi.mock('../sync', () => import('./test/fake-task-store'));

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
beforeAll(() => {
  process.env.NODE_ENV = 'production';
});
afterAll(() => {
  process.env.NODE_ENV = nodeEnv;
});

const LIST_SIZE = 1000;
const bigBoard = () =>
  renderBoard([
    ...Array.from({ length: LIST_SIZE }, (_, i) => makeTask({ id: `t${i}`, text: `Task ${i}`, order: i })),
    makeTask({ id: 'x', text: 'Tomorrow task', section: 'tomorrow' }),
  ]);
// Plain DOM queries: role queries over 1,000 rows are slow in jsdom.
const boxes = () => [...document.querySelectorAll<HTMLInputElement>('input[type="checkbox"]')].map((b) => b.ariaLabel);
const rendered = () => [...renders.entries()].filter(([, n]) => n > 0).map(([id]) => id);

// Mounting 1,000 rows takes seconds in jsdom; in Chromium it is a few hundred milliseconds.
describe(`rendering with ${LIST_SIZE} tasks in one list`, { timeout: 30_000 }, () => {
  it('a change in one list re-renders no row of another', () => {
    const { store } = bigBoard();
    expect(boxes()).toHaveLength(LIST_SIZE + 1);
    renders.clear();
    act(() => store.actions.addTask({ text: 'New one', section: 'tomorrow' }));
    expect(boxes()).toContain('New one');
    expect(rendered()).toEqual([expect.stringMatching(/^temp-/)]);
  });

  it('editing one task re-renders that row only', () => {
    const { store } = bigBoard();
    renders.clear();
    act(() => store.actions.editTask('t500', { text: 'Renamed', priority: 'High' }));
    expect(boxes()).toContain('Renamed');
    expect(rendered()).toEqual(['t500']);
  });

  it('completing the last task re-renders no other row', () => {
    const { store } = bigBoard();
    renders.clear();
    act(() => store.actions.setCompleted(`t${LIST_SIZE - 1}`, true));
    expect(boxes()).not.toContain(`Task ${LIST_SIZE - 1}`);
    expect(rendered()).toEqual([]);
  });
});
