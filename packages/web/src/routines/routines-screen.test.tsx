import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { Toaster } from 'react-hot-toast';
import { MAX_TASK_TEXT_LENGTH, ROUTINE_TEXTS, TEXT_LIMIT_TEXTS, type Routine } from '@dayflow/core';
import { toast } from '../lib/toast';
import { hearLive } from '../lib/server-data';
import RoutinesScreen from './routines-screen';

let uid = 0;
const user = vi.hoisted(() => ({ id: '' }));
vi.mock('../session/session', () => ({
  useProfile: () => ({ id: user.id, email: 'r@example.test', displayName: 'R', photoURL: null }),
}));

const routine = (over: Partial<Routine> & { id: string; text: string }): Routine => ({
  priority: 'Medium',
  weekdays: [0, 1, 2, 3, 4, 5, 6],
  rrule: 'FREQ=DAILY',
  startsOn: null,
  paused: false,
  createdAt: 1,
  updatedAt: 1,
  ...over,
});

let server: Routine[];
let requests: { method: string; url: string; body?: unknown }[];
let failing: boolean;

beforeEach(() => {
  // A user of its own per test: the routines owner is one per user for the page's life.
  user.id = `routines-user-${++uid}`;
  failing = false;
  requests = [];
  server = [
    routine({ id: 'r1', text: 'Stretch', weekdays: [1, 2, 3, 4, 5], createdAt: 1 }),
    routine({ id: 'r2', text: 'Water plants', weekdays: [1, 4], paused: true, createdAt: 2 }),
  ];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init?: RequestInit) => {
      const method = init?.method ?? 'GET';
      const body = init?.body ? JSON.parse(String(init.body)) : undefined;
      requests.push({ method, url, body });
      if (failing) return new Response(JSON.stringify({ error: 'down' }), { status: 503 });
      if (method === 'GET') return new Response(JSON.stringify({ routines: server }), { status: 200 });
      const id = url.split('/').at(-1);
      if (method === 'POST') {
        const created = routine({ id: 'r9', createdAt: 9, paused: false, ...body });
        server = [...server, created];
        return new Response(JSON.stringify(created), { status: 201 });
      }
      if (method === 'DELETE') {
        server = server.filter((r) => r.id !== id);
        return new Response(null, { status: 204 });
      }
      const updated = { ...server.find((r) => r.id === id)!, ...body, updatedAt: 2 };
      server = server.map((r) => (r.id === id ? updated : r));
      return new Response(JSON.stringify(updated), { status: 200 });
    }),
  );
});
afterEach(() => {
  vi.unstubAllGlobals();
  toast.remove();
});

function renderScreen(path = '/routines') {
  render(
    <MemoryRouter initialEntries={[path]}>
      <RoutinesScreen />
      <Toaster />
    </MemoryRouter>,
  );
}

const item = (text: string) => within(screen.getByText(text, { selector: 'p' }).closest('li')!);

describe('the Routines list', () => {
  it('shows each routine with its days, and which are paused', async () => {
    renderScreen();
    expect(await screen.findByText('Stretch')).toBeInTheDocument();
    expect(item('Stretch').getByText(ROUTINE_TEXTS.weekdays)).toBeInTheDocument();
    expect(item('Water plants').getByText(/Mon, Thu/)).toBeInTheDocument();
    expect(item('Water plants').getByText(ROUTINE_TEXTS.paused)).toBeInTheDocument();
    expect(item('Stretch').queryByText(ROUTINE_TEXTS.paused)).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: ROUTINE_TEXTS.backToPlanner })).toHaveAttribute('href', '/planner');
  });

  it('pauses and resumes', async () => {
    const u = userEvent.setup();
    renderScreen();
    await screen.findByText('Stretch');
    await u.click(item('Stretch').getByRole('button', { name: ROUTINE_TEXTS.pause }));
    expect(await item('Stretch').findByText(ROUTINE_TEXTS.paused)).toBeInTheDocument();
    expect(requests.at(-1)).toEqual({ method: 'PATCH', url: '/api/routines/r1', body: { paused: true } });
    await u.click(item('Water plants').getByRole('button', { name: ROUTINE_TEXTS.resume }));
    expect(requests.at(-1)).toEqual({ method: 'PATCH', url: '/api/routines/r2', body: { paused: false } });
    expect(await item('Water plants').findByRole('button', { name: ROUTINE_TEXTS.pause })).toBeInTheDocument();
  });

  it('edits the words and days in place, saving only what changed; Escape cancels', async () => {
    const u = userEvent.setup();
    renderScreen();
    await screen.findByText('Stretch');
    await u.click(item('Stretch').getByRole('button', { name: ROUTINE_TEXTS.edit }));
    const form = within(screen.getByRole('form', { name: ROUTINE_TEXTS.editing('Stretch') }));
    const text = form.getByRole('textbox', { name: ROUTINE_TEXTS.text });
    expect(text).toHaveFocus();
    await u.keyboard('{Escape}');
    expect(screen.queryByRole('form')).not.toBeInTheDocument();

    await u.click(item('Stretch').getByRole('button', { name: ROUTINE_TEXTS.edit }));
    const again = within(screen.getByRole('form', { name: ROUTINE_TEXTS.editing('Stretch') }));
    await u.clear(again.getByRole('textbox', { name: ROUTINE_TEXTS.text }));
    await u.type(again.getByRole('textbox', { name: ROUTINE_TEXTS.text }), 'Stretch for 10 minutes');
    await u.click(again.getByRole('checkbox', { name: 'Saturday' }));
    await u.click(again.getByRole('button', { name: ROUTINE_TEXTS.save }));
    expect(requests.at(-1)).toEqual({
      method: 'PATCH',
      url: '/api/routines/r1',
      body: { text: 'Stretch for 10 minutes', weekdays: [1, 2, 3, 4, 5, 6] },
    });
    expect(await screen.findByText('Stretch for 10 minutes')).toBeInTheDocument();
    expect(item('Stretch for 10 minutes').getByText('Mon, Tue, Wed, Thu, Fri, Sat')).toBeInTheDocument();
  });

  it('adds a routine from words, with its priority and days, and says when it repeats', async () => {
    const u = userEvent.setup();
    renderScreen();
    await screen.findByText('Stretch');
    await u.click(screen.getByRole('button', { name: ROUTINE_TEXTS.add }));
    const form = within(screen.getByRole('form', { name: ROUTINE_TEXTS.adding }));
    expect(form.getByRole('textbox', { name: ROUTINE_TEXTS.text })).toHaveFocus();
    await u.keyboard('Read a chapter');
    await u.selectOptions(form.getByRole('combobox', { name: ROUTINE_TEXTS.priority }), 'High');
    await u.click(form.getByRole('button', { name: ROUTINE_TEXTS.weekdays }));
    await u.click(form.getByRole('button', { name: ROUTINE_TEXTS.save }));
    expect(requests.at(-1)).toEqual({
      method: 'POST',
      url: '/api/routines',
      body: { text: 'Read a chapter', priority: 'High', weekdays: [1, 2, 3, 4, 5] },
    });
    expect(
      await screen.findByText(ROUTINE_TEXTS.added('Read a chapter', { weekdays: [1, 2, 3, 4, 5] })),
    ).toBeInTheDocument();
    expect(item('Read a chapter').getByText(/High priority/)).toBeInTheDocument();
    expect(screen.queryByRole('form')).not.toBeInTheDocument();
  });

  it('keeps words over the 2,000-character limit whole and will not save them until they fit', async () => {
    const u = userEvent.setup();
    renderScreen();
    await screen.findByText('Stretch');
    await u.click(screen.getByRole('button', { name: ROUTINE_TEXTS.add }));
    const form = within(screen.getByRole('form', { name: ROUTINE_TEXTS.adding }));
    const long = 'r'.repeat(MAX_TASK_TEXT_LENGTH + 2);
    await u.click(form.getByRole('textbox', { name: ROUTINE_TEXTS.text }));
    await u.paste(long);
    expect(form.getByRole('textbox', { name: ROUTINE_TEXTS.text })).toHaveValue(long);
    expect(form.getByRole('alert')).toHaveTextContent(TEXT_LIMIT_TEXTS.over(2));
    expect(form.getByRole('button', { name: ROUTINE_TEXTS.save })).toBeDisabled();
  });

  it('changes a routine’s priority', async () => {
    const u = userEvent.setup();
    renderScreen();
    await screen.findByText('Stretch');
    await u.click(item('Stretch').getByRole('button', { name: ROUTINE_TEXTS.edit }));
    const form = within(screen.getByRole('form', { name: ROUTINE_TEXTS.editing('Stretch') }));
    await u.selectOptions(form.getByRole('combobox', { name: ROUTINE_TEXTS.priority }), 'Low');
    await u.click(form.getByRole('button', { name: ROUTINE_TEXTS.save }));
    expect(requests.at(-1)).toEqual({ method: 'PATCH', url: '/api/routines/r1', body: { priority: 'Low' } });
    expect(await item('Stretch').findByText(/Low priority/)).toBeInTheDocument();
  });

  it('opens the routine a task’s repeat mark names, ready to edit', async () => {
    renderScreen('/routines?routine=r2');
    expect(await screen.findByRole('form', { name: ROUTINE_TEXTS.editing('Water plants') })).toBeInTheDocument();
    expect(screen.getAllByRole('form')).toHaveLength(1);
  });

  it('deletes, and says so', async () => {
    const u = userEvent.setup();
    renderScreen();
    await screen.findByText('Stretch');
    await u.click(item('Stretch').getByRole('button', { name: ROUTINE_TEXTS.delete }));
    expect(requests.at(-1)).toMatchObject({ method: 'DELETE', url: '/api/routines/r1' });
    expect(await screen.findByText(ROUTINE_TEXTS.deleted('Stretch'))).toBeInTheDocument();
    expect(screen.queryByText('Stretch', { selector: 'p' })).not.toBeInTheDocument();
  });

  it('follows a change made on another device (the live stream)', async () => {
    renderScreen();
    await screen.findByText('Stretch');
    act(() =>
      hearLive(user.id, { type: 'routines', routines: [routine({ id: 'r3', text: 'Read a chapter' })] }, false),
    );
    expect(screen.getByText('Read a chapter')).toBeInTheDocument();
    expect(screen.queryByText('Stretch')).not.toBeInTheDocument();
  });

  it('says when there are none, and when they cannot be read (with a retry)', async () => {
    const u = userEvent.setup();
    failing = true;
    renderScreen();
    expect(await screen.findByRole('alert')).toHaveTextContent(ROUTINE_TEXTS.loadFailed);
    failing = false;
    server = [];
    await u.click(screen.getByRole('button', { name: ROUTINE_TEXTS.retry }));
    expect(await screen.findByText(ROUTINE_TEXTS.empty)).toBeInTheDocument();
  });

  it('says when a change failed', async () => {
    const u = userEvent.setup();
    renderScreen();
    await screen.findByText('Stretch');
    failing = true;
    await u.click(item('Stretch').getByRole('button', { name: ROUTINE_TEXTS.pause }));
    expect(await screen.findByText(ROUTINE_TEXTS.changeFailed)).toBeInTheDocument();
    expect(item('Stretch').queryByText(ROUTINE_TEXTS.paused)).not.toBeInTheDocument();
  });
});
