import { describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { TEXTS } from '@dayflow/core';
import { renderBoard } from '../test/render-board';

vi.mock('../sync', () => import('../test/fake-task-store'));

const list = (title: string) => within(screen.getByRole('region', { name: title }));
const input = (title: string) => list(title).getByRole('textbox', { name: `New task in ${title}` });

describe('TaskComposer', () => {
  it('shows each list title with its placeholder', () => {
    renderBoard();
    for (const section of ['brainDump', 'today', 'tomorrow'] as const) {
      const title = TEXTS.sectionTitles[section];
      expect(input(title)).toHaveAttribute('placeholder', TEXTS.placeholders[section]);
    }
  });

  it('adds a trimmed task with Enter and clears the input', async () => {
    const user = userEvent.setup();
    const { store } = renderBoard();
    await user.type(input('Today'), '   Buy milk  {Enter}');
    expect(store.actions.addTask).toHaveBeenCalledWith({ text: 'Buy milk', priority: 'Medium', section: 'today' });
    expect(list('Today').getByRole('checkbox', { name: 'Buy milk' })).toBeInTheDocument();
    expect(input('Today')).toHaveValue('');
  });

  it('inserts a new line with Shift+Enter and keeps it in the task', async () => {
    const user = userEvent.setup();
    const { store } = renderBoard();
    await user.type(input('Tomorrow'), 'Line one{Shift>}{Enter}{/Shift}Line two');
    expect(input('Tomorrow')).toHaveValue('Line one\nLine two');
    expect(store.actions.addTask).not.toHaveBeenCalled();
    await user.keyboard('{Enter}');
    expect(store.tasks()[0]).toMatchObject({ text: 'Line one\nLine two', section: 'tomorrow' });
    const text = list('Tomorrow').getByText(/Line one/);
    expect(text.textContent).toBe('Line one\nLine two');
    expect(text).toHaveClass('whitespace-pre-wrap');
  });

  it('ignores empty and whitespace-only input', async () => {
    const user = userEvent.setup();
    const { store } = renderBoard();
    await user.type(input('Brain Dump'), '{Enter}');
    await user.type(input('Brain Dump'), '    {Enter}');
    await user.type(input('Brain Dump'), ' {Shift>}{Enter}{/Shift} {Enter}');
    expect(store.actions.addTask).not.toHaveBeenCalled();
    expect(list('Brain Dump').getByText(TEXTS.emptyOpen)).toBeInTheDocument();
    expect(list('Brain Dump').getByRole('button', { name: 'Add task' })).toBeDisabled();
  });

  it('defaults to Medium and adds with the chosen priority, then resets to Medium', async () => {
    const user = userEvent.setup();
    const { store } = renderBoard();
    const today = list('Today');
    expect(today.getByRole('radio', { name: 'Medium' })).toBeChecked();
    await user.click(today.getByRole('radio', { name: 'High' }));
    await user.type(input('Today'), 'Ship it{Enter}');
    expect(store.actions.addTask).toHaveBeenLastCalledWith({ text: 'Ship it', priority: 'High', section: 'today' });
    expect(today.getByRole('img', { name: 'High priority' })).toBeInTheDocument();
    expect(today.getByRole('radio', { name: 'Medium' })).toBeChecked();

    await user.click(today.getByRole('radio', { name: 'Low' }));
    await user.click(input('Today'));
    await user.keyboard('Later{Enter}');
    expect(store.actions.addTask).toHaveBeenLastCalledWith({ text: 'Later', priority: 'Low', section: 'today' });
    expect(today.getByRole('img', { name: 'Low priority' })).toBeInTheDocument();
  });

  it('adds with the Add button too', async () => {
    const user = userEvent.setup();
    const { store } = renderBoard();
    await user.type(input('Today'), 'Tap to add');
    await user.click(list('Today').getByRole('button', { name: 'Add task' }));
    expect(store.tasks().map((t) => t.text)).toEqual(['Tap to add']);
  });
});
