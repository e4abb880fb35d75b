import { act, render, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { Day } from '@dayflow/core';
import { createResource } from '../../lib/resource-store';
import { DayContext } from '../../sync/react/carried-over';
import { useTasks } from '../../sync';
import { createFakeStore } from '../../test/fake-task-store';
import { makeTask } from '../../test/make-task';
import { PlannerBoard } from '../planner-board';

vi.mock('../../sync', () => import('../../test/fake-task-store'));

function Board() {
  return <PlannerBoard tasks={useTasks()} sections={['today', 'tomorrow']} loading={false} />;
}

function renderWithDay(day: Day | null) {
  const resource = createResource<Day | null>(day);
  const store = createFakeStore([
    makeTask({ id: 'old', text: 'File taxes' }),
    makeTask({ id: 'new', text: 'Call mum' }),
    makeTask({ id: 'moved', text: 'Water plants', section: 'tomorrow' }),
  ]);
  render(
    <DayContext.Provider value={resource}>
      <store.Provider>
        <Board />
      </store.Provider>
    </DayContext.Provider>,
  );
  return resource;
}

const row = (name: string) => within(screen.getByRole('checkbox', { name }).closest('li')!);

describe('the carried-over badge', () => {
  it('shows on an open Today task how many days it has been carried over, in words for screen readers', () => {
    renderWithDay({ today: '2026-06-16', carriedOver: [{ taskId: 'old', days: 3 }] });
    const badge = row('File taxes').getByRole('img', { name: 'Carried over 3 days' });
    expect(badge).toHaveTextContent('↻3');
    expect(badge).toHaveAttribute('title', 'Carried over 3 days');
    expect(row('Call mum').queryByRole('img', { name: /Carried over/ })).not.toBeInTheDocument();
  });

  it('says "1 day" for one day, and shows nothing outside Today (the count goes at the next day start)', () => {
    renderWithDay({
      today: '2026-06-16',
      carriedOver: [
        { taskId: 'new', days: 1 },
        { taskId: 'moved', days: 2 },
      ],
    });
    expect(row('Call mum').getByRole('img', { name: 'Carried over 1 day' })).toBeInTheDocument();
    expect(row('Water plants').queryByRole('img', { name: /Carried over/ })).not.toBeInTheDocument();
  });

  it('follows a new day without a reload', () => {
    const day = renderWithDay(null);
    expect(screen.queryByRole('img', { name: /Carried over/ })).not.toBeInTheDocument();
    act(() => day.set({ today: '2026-06-17', carriedOver: [{ taskId: 'old', days: 4 }] }));
    expect(row('File taxes').getByRole('img', { name: 'Carried over 4 days' })).toBeInTheDocument();
  });
});
