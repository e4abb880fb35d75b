import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { TEXTS } from '@dayflow/core';
import { renderBoard, whenSaved } from '../test/render-board';

const list = (title: string) => within(screen.getByRole('region', { name: title }));
const input = (title: string) => list(title).getByRole('textbox', { name: `New task in ${title}` });

describe('TaskComposer', () => {
  it('shows each list title with its placeholder', async () => {
    await renderBoard();
    for (const section of ['brainDump', 'today', 'tomorrow'] as const) {
      const title = TEXTS.sectionTitles[section];
      expect(input(title)).toHaveAttribute('placeholder', TEXTS.placeholders[section]);
    }
  });

  it('adds a trimmed task with Enter and clears the input', async () => {
    const user = userEvent.setup();
    const { server } = await renderBoard();
    await user.type(input('Today'), '   Buy milk  {Enter}');
    expect(list('Today').getByRole('checkbox', { name: 'Buy milk' })).toBeInTheDocument();
    expect(input('Today')).toHaveValue('');
    await waitFor(() =>
      expect(server.list()).toEqual([
        expect.objectContaining({ text: 'Buy milk', priority: 'Medium', section: 'today', completed: false }),
      ]),
    );
  });

  it('inserts a new line with Shift+Enter and keeps it in the task', async () => {
    const user = userEvent.setup();
    const { store, server } = await renderBoard();
    await user.type(input('Tomorrow'), 'Line one{Shift>}{Enter}{/Shift}Line two');
    expect(input('Tomorrow')).toHaveValue('Line one\nLine two');
    await whenSaved(store);
    expect(server.list()).toEqual([]);
    await user.keyboard('{Enter}');
    await waitFor(() =>
      expect(server.list()).toEqual([expect.objectContaining({ text: 'Line one\nLine two', section: 'tomorrow' })]),
    );
    const text = list('Tomorrow').getByText(/Line one/);
    expect(text.textContent).toBe('Line one\nLine two');
    expect(text).toHaveClass('whitespace-pre-wrap');
  });

  it('ignores empty and whitespace-only input', async () => {
    const user = userEvent.setup();
    const { store, server } = await renderBoard();
    await user.type(input('Brain Dump'), '{Enter}');
    await user.type(input('Brain Dump'), '    {Enter}');
    await user.type(input('Brain Dump'), ' {Shift>}{Enter}{/Shift} {Enter}');
    await whenSaved(store);
    expect(server.list()).toEqual([]);
    expect(server.requests.filter((request) => request.method === 'create')).toEqual([]);
    expect(list('Brain Dump').getByText(TEXTS.emptyOpen)).toBeInTheDocument();
    expect(list('Brain Dump').getByRole('button', { name: 'Add task' })).toBeDisabled();
  });

  it('defaults to Medium and adds with the chosen priority, then resets to Medium', async () => {
    const user = userEvent.setup();
    const { server } = await renderBoard();
    const today = list('Today');
    expect(today.getByRole('radio', { name: 'Medium' })).toBeChecked();
    await user.click(today.getByRole('radio', { name: 'High' }));
    await user.type(input('Today'), 'Ship it{Enter}');
    await waitFor(() =>
      expect(server.list()).toEqual([expect.objectContaining({ text: 'Ship it', priority: 'High', section: 'today' })]),
    );
    expect(today.getByRole('img', { name: 'High priority' })).toBeInTheDocument();
    expect(today.getByRole('radio', { name: 'Medium' })).toBeChecked();

    await user.click(today.getByRole('radio', { name: 'Low' }));
    await user.click(input('Today'));
    await user.keyboard('Later{Enter}');
    await waitFor(() => expect(server.list()[1]).toMatchObject({ text: 'Later', priority: 'Low', section: 'today' }));
    expect(today.getByRole('img', { name: 'Low priority' })).toBeInTheDocument();
  });

  it('adds with the Add button too', async () => {
    const user = userEvent.setup();
    const { server } = await renderBoard();
    await user.type(input('Today'), 'Tap to add');
    await user.click(list('Today').getByRole('button', { name: 'Add task' }));
    expect(list('Today').getByRole('checkbox', { name: 'Tap to add' })).toBeInTheDocument();
    await waitFor(() => expect(server.list().map((t) => t.text)).toEqual(['Tap to add']));
  });
});
