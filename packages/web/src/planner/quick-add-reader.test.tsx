import { describe, expect, it } from 'vitest';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { makeTask } from '../test/make-task';
import { renderBoard } from '../test/render-board';
import { TaskStoreProvider } from '../sync';
import { quickAddModule } from './quick-add-reader';
import { TaskComposer } from './task-composer';

const list = (title: string) => within(screen.getByRole('region', { name: title }));
const input = (title: string) => list(title).getByRole('textbox', { name: `New task in ${title}` });

// The parser comes with the first keystroke. What is done before it arrives happens in one go,
// with nothing awaited, in a file whose modules are evaluated afresh (so it is not here yet).
describe('a composer before the quick-add parser arrives', () => {
  it('adds plain text at once, reads tokens sent meanwhile once it is here, and opens an edit read-only', async () => {
    const saved = makeTask({ id: 'a', text: 'Ship !h build', section: 'brainDump' });
    // Brain Dump is left out of the board: the edit below stands in its place (a composer's id is its list's).
    const { server, store } = await renderBoard([saved], ['today', 'tomorrow']);
    expect(quickAddModule.loaded()).toBeUndefined();

    fireEvent.change(input('Today'), { target: { value: '  Buy milk ' } });
    fireEvent.keyDown(input('Today'), { key: 'Enter' });
    expect(list('Today').getByRole('checkbox', { name: 'Buy milk' })).toBeInTheDocument();
    expect(input('Today')).toHaveValue('');

    fireEvent.change(input('Today'), { target: { value: 'Pay rent !h #tomorrow' } });
    fireEvent.keyDown(input('Today'), { key: 'Enter' });

    render(
      <TaskStoreProvider store={store}>
        <TaskComposer section="brainDump" editing={saved} onEditDone={() => undefined} />
      </TaskStoreProvider>,
    );
    const edit = screen.getByRole('textbox', { name: 'Edit task in Brain Dump' });
    expect(edit).toHaveValue('Ship !h build');
    expect(edit).toHaveAttribute('readonly');
    expect(quickAddModule.loaded()).toBeUndefined();

    await waitFor(() => expect(list('Tomorrow').getByRole('checkbox', { name: 'Pay rent' })).toBeInTheDocument());
    expect(input('Today')).toHaveValue('');
    await waitFor(() => expect(edit).toHaveValue('Ship \\!h build'));
    expect(edit).not.toHaveAttribute('readonly');
    await waitFor(() =>
      expect(server.list()).toEqual(
        expect.arrayContaining([
          expect.objectContaining({ text: 'Buy milk', section: 'today' }),
          expect.objectContaining({ text: 'Pay rent', priority: 'High', section: 'tomorrow' }),
        ]),
      ),
    );
  });
});
