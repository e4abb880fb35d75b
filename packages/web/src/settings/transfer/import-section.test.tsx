import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { SETTINGS_TEXTS, type ImportSummary } from '@dayflow/core';
import { fakeJsonApi, type FakeJsonApi } from '../../test/fake-json-api';
import { ImportSection } from './import-section';

let userNo = 0;
let userId = '';
vi.mock('../../session/session', () => ({ useProfile: () => ({ id: userId }) }));

const TODOIST = [
  'TYPE,CONTENT,DESCRIPTION,PRIORITY,INDENT,AUTHOR,RESPONSIBLE,DATE,DATE_LANG,TIMEZONE',
  'task,Write report,,1,1,,,today,en,',
  'section,Errands,,,,,,,,',
  'task,Buy milk,,4,1,,,,en,',
].join('\n');

const SUMMARY: ImportSummary = {
  tasks: 2,
  lists: { brainDump: 1, today: 1, tomorrow: 0, later: 0 },
  completed: 0,
  dailyGoal: null,
  streak: null,
  routines: 0,
  settings: [],
  historyDays: 0,
  recentlyDeleted: 0,
  skipped: { total: 1, entries: [{ where: 'line 3', reason: 'a section, not a task' }] },
  notes: [],
  dates: { unread: 0, repeatedOnce: 0 },
};

// jsdom's File cannot read itself; the browser's can (Blob.text).
Blob.prototype.text ??= function (this: Blob) {
  return new Promise<string>((resolve) => {
    const reader = new FileReader();
    reader.onload = () => resolve(reader.result as string);
    reader.readAsText(this);
  });
};

let api: FakeJsonApi;
beforeEach(() => {
  userId = `user-${++userNo}`;
  api = fakeJsonApi();
  api.on('GET /api/settings', { body: { timeZone: 'Europe/Paris', rollover: true, restDays: [] } });
});
afterEach(() => vi.unstubAllGlobals());

const fileField = () => screen.getByLabelText<HTMLInputElement>(SETTINGS_TEXTS.importFile);
const chooseFile = (text: string, name = 'todoist.csv') =>
  userEvent.upload(fileField(), new File([text], name, { type: 'text/csv' }));

describe('Import', () => {
  it('previews a Todoist file (counts per list, skipped rows and why), then imports exactly it', async () => {
    api.on('POST /api/import/preview', { body: SUMMARY });
    api.on('POST /api/import', { body: SUMMARY });
    render(<ImportSection />);
    await userEvent.click(screen.getByRole('radio', { name: SETTINGS_TEXTS.importKinds['todoist-csv'] }));
    await chooseFile(TODOIST);
    await userEvent.click(screen.getByRole('button', { name: SETTINGS_TEXTS.preview }));

    const preview = await screen.findByRole('region', { name: SETTINGS_TEXTS.previewTitle });
    expect(fileField().files?.[0]?.name).toBe('todoist.csv'); // still shown as chosen
    expect(within(preview).getByText(/Brain Dump/)).toHaveTextContent('Brain Dump: 1 task');
    expect(within(preview).getByText(/Today/)).toHaveTextContent('Today: 1 task');
    expect(within(preview).getByText(/Tomorrow/)).toHaveTextContent('Tomorrow: 0 tasks');
    expect(within(preview).queryByText(/Later/)).not.toBeInTheDocument(); // none planned for days ahead
    expect(within(preview).getByText(SETTINGS_TEXTS.skipped(1))).toBeInTheDocument();
    expect(preview).toHaveTextContent('line 3: a section, not a task');
    // The user's zone from their settings decides which Todoist dates are today.
    expect(api.bodiesOf('POST /api/import/preview')).toEqual([
      { kind: 'todoist-csv', text: TODOIST, timeZone: 'Europe/Paris' },
    ]);
    expect(api.bodiesOf('POST /api/import')).toEqual([]);

    await userEvent.click(within(preview).getByRole('button', { name: SETTINGS_TEXTS.importNow(2) }));
    expect(await screen.findByRole('status')).toHaveTextContent(SETTINGS_TEXTS.imported(2));
    expect(api.bodiesOf('POST /api/import')).toEqual(api.bodiesOf('POST /api/import/preview'));
    expect(screen.queryByRole('region', { name: SETTINGS_TEXTS.previewTitle })).not.toBeInTheDocument();
    expect(fileField().files).toHaveLength(0); // imported: the form starts empty again
  });

  it('counts the tasks planned for days ahead in Later, in the preview and after the import', async () => {
    const summary: ImportSummary = { ...SUMMARY, tasks: 3, lists: { brainDump: 1, today: 0, tomorrow: 0, later: 2 } };
    api.on('POST /api/import/preview', { body: summary });
    api.on('POST /api/import', { body: summary });
    render(<ImportSection />);
    await chooseFile(TODOIST);
    await userEvent.click(screen.getByRole('button', { name: SETTINGS_TEXTS.preview }));
    const preview = await screen.findByRole('region', { name: SETTINGS_TEXTS.previewTitle });
    expect(
      within(preview)
        .getAllByRole('listitem')
        .slice(0, 4)
        .map((item) => item.textContent),
    ).toEqual(['Brain Dump: 1 task', 'Today: 0 tasks', 'Tomorrow: 0 tasks', 'Later: 2 tasks']);
    await userEvent.click(within(preview).getByRole('button', { name: SETTINGS_TEXTS.importNow(3) }));
    expect(await screen.findByRole('status')).toHaveTextContent(
      `${SETTINGS_TEXTS.imported(3)} ${SETTINGS_TEXTS.importedLater(2)}`,
    );
  });

  it('shows a refused file with the line at fault, and offers nothing to import', async () => {
    api.on('POST /api/import/preview', {
      status: 400,
      body: { error: 'line 3: a quoted field is never closed', field: 'line 3' },
    });
    render(<ImportSection />);
    await chooseFile('TYPE,CONTENT\ntask,ok\ntask,"broken');
    await userEvent.click(screen.getByRole('button', { name: SETTINGS_TEXTS.preview }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      `${SETTINGS_TEXTS.refused} line 3: a quoted field is never closed`,
    );
    expect(screen.queryByRole('button', { name: /^Import / })).not.toBeInTheDocument();
    expect(api.bodiesOf('POST /api/import')).toEqual([]);
  });

  it('refuses an answer that is not a summary, naming the field, and offers nothing to import', async () => {
    api.on('POST /api/import/preview', { body: { ...SUMMARY, tasks: 'two' } });
    render(<ImportSection />);
    await chooseFile(TODOIST);
    await userEvent.click(screen.getByRole('button', { name: SETTINGS_TEXTS.preview }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      /POST \/api\/import\/preview answered something unexpected: tasks/,
    );
    expect(screen.queryByRole('button', { name: /^Import / })).not.toBeInTheDocument();
  });

  it('sends pasted plain text into the chosen list, and a change drops the preview', async () => {
    api.on('POST /api/import/preview', () => ({
      body: {
        ...SUMMARY,
        tasks: 2,
        lists: { brainDump: 0, today: 0, tomorrow: 2, later: 0 },
        skipped: { total: 0, entries: [] },
      },
    }));
    render(<ImportSection />);
    await userEvent.click(screen.getByRole('radio', { name: SETTINGS_TEXTS.importKinds.text }));
    await userEvent.selectOptions(screen.getByLabelText(SETTINGS_TEXTS.importList), 'Tomorrow');
    const paste = screen.getByLabelText(SETTINGS_TEXTS.importPaste);
    await userEvent.type(paste, 'Call mum{enter}Pay rent');
    await userEvent.click(screen.getByRole('button', { name: SETTINGS_TEXTS.preview }));
    expect(await screen.findByRole('button', { name: SETTINGS_TEXTS.importNow(2) })).toBeInTheDocument();
    expect(api.bodiesOf('POST /api/import/preview')).toEqual([
      { kind: 'text', text: 'Call mum\nPay rent', list: 'tomorrow' },
    ]);

    await userEvent.type(paste, '!');
    expect(screen.queryByRole('button', { name: SETTINGS_TEXTS.importNow(2) })).not.toBeInTheDocument();
  });

  it('does not read a file over 5 MB', async () => {
    render(<ImportSection />);
    const big = new File(['x'], 'big.csv');
    Object.defineProperty(big, 'size', { value: 5 * 1024 * 1024 + 1 });
    await userEvent.upload(screen.getByLabelText(SETTINGS_TEXTS.importFile), big);
    expect(await screen.findByRole('alert')).toHaveTextContent(SETTINGS_TEXTS.fileTooLarge);
    expect(screen.getByRole('button', { name: SETTINGS_TEXTS.preview })).toBeDisabled();
  });

  it('starts on Dayflow export, and takes the format from the file or the paste', async () => {
    render(<ImportSection />);
    const radio = (kind: keyof typeof SETTINGS_TEXTS.importKinds) =>
      screen.getByRole('radio', { name: SETTINGS_TEXTS.importKinds[kind] });
    expect(radio('dayflow-json')).toBeChecked();

    // The file is read after it is chosen; the format follows once its text is in.
    await chooseFile(TODOIST, 'export.csv');
    await waitFor(() => expect(radio('todoist-csv')).toBeChecked());
    await chooseFile('{"format":"dayflow-export"}', 'dayflow-export.json');
    await waitFor(() => expect(radio('dayflow-json')).toBeChecked());

    await userEvent.type(screen.getByLabelText(SETTINGS_TEXTS.importPaste), 'Call mum');
    expect(radio('text')).toBeChecked();
    // Picked by hand: a paste no longer changes it.
    await userEvent.click(radio('todoist-csv'));
    await userEvent.type(screen.getByLabelText(SETTINGS_TEXTS.importPaste), ' today');
    expect(radio('todoist-csv')).toBeChecked();
  });

  it('shows a refusal about the whole file as a sentence, without the field name', async () => {
    api.on('POST /api/import/preview', {
      status: 400,
      body: { error: 'text: this file is not a Dayflow export (it is not JSON)', field: 'text' },
    });
    render(<ImportSection />);
    await chooseFile('{ broken', 'broken.json');
    await userEvent.click(screen.getByRole('button', { name: SETTINGS_TEXTS.preview }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      `${SETTINGS_TEXTS.refused} This file is not a Dayflow export (it is not JSON).`,
    );
  });

  it('says which rows became routines or were imported differently, and can import routines alone', async () => {
    const summary: ImportSummary = {
      ...SUMMARY,
      tasks: 0,
      lists: { brainDump: 0, today: 0, tomorrow: 0, later: 0 },
      routines: 2,
      skipped: { total: 0, entries: [] },
      notes: [{ where: 'line 5', reason: 'repeats “every month”; added once to Brain Dump' }],
    };
    api.on('POST /api/import/preview', { body: summary });
    api.on('POST /api/import', { body: summary });
    render(<ImportSection />);
    await chooseFile(TODOIST);
    await userEvent.click(screen.getByRole('button', { name: SETTINGS_TEXTS.preview }));
    const preview = await screen.findByRole('region', { name: SETTINGS_TEXTS.previewTitle });
    expect(preview).toHaveTextContent(SETTINGS_TEXTS.previewRoutines(2));
    expect(within(preview).getByText(SETTINGS_TEXTS.notes(1))).toBeInTheDocument();
    expect(preview).toHaveTextContent('line 5: repeats “every month”; added once to Brain Dump');
    await userEvent.click(within(preview).getByRole('button', { name: SETTINGS_TEXTS.importAll }));
    expect(await screen.findByRole('status')).toHaveTextContent(SETTINGS_TEXTS.imported(0, 2));
  });

  it('says how many dates it could not read and which rows, and how many repeats come once', async () => {
    const unread = 'its date “someday” could not be read, so it is in Brain Dump without a day';
    api.on('POST /api/import/preview', {
      body: {
        ...SUMMARY,
        notes: [{ where: 'line 4', reason: unread }],
        dates: { unread: 1, repeatedOnce: 2 },
      },
    });
    render(<ImportSection />);
    await chooseFile(TODOIST);
    await userEvent.click(screen.getByRole('button', { name: SETTINGS_TEXTS.preview }));
    const preview = await screen.findByRole('region', { name: SETTINGS_TEXTS.previewTitle });
    expect(preview).toHaveTextContent(SETTINGS_TEXTS.unreadDates(1));
    expect(preview).toHaveTextContent(SETTINGS_TEXTS.repeatedOnce(2));
    expect(preview).toHaveTextContent(`line 4: ${unread}`);
  });

  it('says nothing about dates when the file has none it could not follow', async () => {
    api.on('POST /api/import/preview', { body: SUMMARY });
    render(<ImportSection />);
    await chooseFile(TODOIST);
    await userEvent.click(screen.getByRole('button', { name: SETTINGS_TEXTS.preview }));
    const preview = await screen.findByRole('region', { name: SETTINGS_TEXTS.previewTitle });
    expect(preview).not.toHaveTextContent(/could not be read|added once/);
  });
});
