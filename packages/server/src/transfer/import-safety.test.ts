import { describe, expect, it } from 'vitest';
import { MAX_IMPORT_BYTES, MAX_IMPORT_TASKS, type DayflowExport } from '@dayflow/core';
import { signUp } from '../../test/support/test-app';
import { useNewUserEachTest, useTestApp } from '../../test/support/use-test-app';
import { createTaskAs, listTasksAs } from '../../test/support/tasks';
import { exportAs, importAs, postImport } from '../../test/support/transfer';

const T0 = Date.UTC(2026, 4, 20, 9);
const HEADER = 'TYPE,CONTENT,DESCRIPTION,PRIORITY,INDENT,AUTHOR,RESPONSIBLE,DATE,DATE_LANG,TIMEZONE';

describe('import refuses bad files whole and keeps users apart', () => {
  const t = useTestApp({ now: () => T0 });
  const user = useNewUserEachTest(t);

  const binary = String.fromCharCode(...Array.from({ length: 256 }, (_, i) => i));

  it.each([
    { name: 'a binary file as CSV', body: { kind: 'todoist-csv', timeZone: 'UTC', text: binary }, field: 'text' },
    { name: 'a binary file as text', body: { kind: 'text', list: 'today', text: binary }, field: 'text' },
    { name: 'a binary file as JSON', body: { kind: 'dayflow-json', text: binary }, field: 'text' },
    {
      name: 'a Todoist file sent as a Dayflow export',
      body: { kind: 'dayflow-json', text: `${HEADER}\ntask,a\n` },
      field: 'text',
    },
    {
      name: 'a Dayflow export sent as Todoist CSV',
      body: { kind: 'todoist-csv', timeZone: 'UTC', text: '{"format":"dayflow-export"}' },
      field: 'line 1',
    },
    { name: 'an unknown kind', body: { kind: 'excel', text: 'a' }, field: 'kind' },
    { name: 'no list for text', body: { kind: 'text', text: 'a' }, field: 'list' },
    { name: 'no time zone for Todoist', body: { kind: 'todoist-csv', text: `${HEADER}\n` }, field: 'timeZone' },
    {
      name: 'a bad time zone',
      body: { kind: 'todoist-csv', timeZone: 'Mars/Olympus', text: `${HEADER}\n` },
      field: 'timeZone',
    },
    { name: 'an unknown key', body: { kind: 'text', list: 'today', text: 'a', uid: 'someone' }, field: 'uid' },
    {
      name: 'a task with a bad priority in an export',
      body: {
        kind: 'dayflow-json',
        text: JSON.stringify({
          format: 'dayflow-export',
          version: 1,
          exportedAt: 0,
          tasks: [{ id: 'a', text: 'x', priority: 'Urgent' }],
        }),
      },
      field: 'tasks.0.priority',
    },
  ])('refuses $name with 400 naming $field, writing nothing', async ({ body, field }) => {
    for (const preview of [true, false]) {
      const response = await postImport(user, body as never, preview);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ error: expect.stringContaining(`${field}: `), field });
    }
    expect(await listTasksAs(user)).toEqual([]);
  });

  it(`refuses a file over 5 MB with 413 and one of more than ${MAX_IMPORT_TASKS} tasks with 400`, async () => {
    const huge = await postImport(user, { kind: 'text', list: 'today', text: 'a'.repeat(MAX_IMPORT_BYTES + 1) });
    expect(huge.statusCode).toBe(413);
    expect(huge.json()).toEqual({
      error: 'text: the file is larger than 5 MB; split it into smaller files and import each',
      field: 'text',
    });

    const body = JSON.stringify({ kind: 'text', list: 'today', text: '"'.repeat(5 * MAX_IMPORT_BYTES) });
    const tooBig = await postImport(user, body);
    expect(tooBig.statusCode).toBe(413);
    expect(tooBig.json()).toEqual({ error: 'Request body is too large' });

    const lines = Array.from({ length: MAX_IMPORT_TASKS + 1 }, (_, i) => `task ${i}`).join('\n');
    const many = await postImport(user, { kind: 'text', list: 'today', text: lines });
    expect(many.statusCode).toBe(400);
    expect(many.json()).toMatchObject({ field: 'text' });
    expect(await listTasksAs(user)).toEqual([]);
  });

  it('takes a file of exactly 5 MB, in one transaction', async () => {
    const line = `${'y'.repeat(1023)}\n`;
    const text = line.repeat(MAX_IMPORT_BYTES / line.length);
    expect(Buffer.byteLength(text)).toBe(MAX_IMPORT_BYTES);
    const summary = await importAs(user, { kind: 'text', list: 'brainDump', text });
    expect(summary.tasks).toBe(MAX_IMPORT_BYTES / 1024);
    expect(await listTasksAs(user)).toHaveLength(MAX_IMPORT_BYTES / 1024);
  });

  it("never reads nor writes another user's data", async () => {
    const other = await signUp(t.app);
    const theirs = await createTaskAs(other, { text: 'Private plan', section: 'today' });
    const mine = await exportAs(user);
    expect(mine.json<DayflowExport>().tasks).toEqual([]);
    expect(mine.body).not.toContain('Private plan');
    expect((await exportAs(user, 'csv')).body).not.toContain('Private plan');

    // Their export imported into my account makes copies of mine; theirs are untouched.
    await importAs(user, { kind: 'dayflow-json', text: (await exportAs(other)).body });
    const copies = await listTasksAs(user);
    expect(copies).toHaveLength(1);
    expect(copies[0]?.id).not.toBe(theirs.id);
    expect(await listTasksAs(other)).toEqual([theirs]);

    // A preview of the same file for them says it is already theirs; for me, already imported.
    const preview = await postImport(other, { kind: 'dayflow-json', text: (await exportAs(other)).body }, true);
    expect(preview.json()).toMatchObject({ tasks: 0 });
  });

  it.each([
    ['GET', '/api/export'],
    ['POST', '/api/import/preview'],
    ['POST', '/api/import'],
  ] as const)('%s %s needs a session (401)', async (method, url) => {
    const response = await t.app.inject({
      method,
      url,
      payload: method === 'POST' ? { kind: 'text', text: 'a', list: 'today' } : undefined,
    });
    expect(response.statusCode).toBe(401);
  });

  it('refuses a foreign Origin before importing anything', async () => {
    const response = await user.inject({
      method: 'POST',
      url: '/api/import',
      headers: { origin: 'https://evil.example' },
      payload: { kind: 'text', list: 'today', text: 'a' },
    });
    expect(response.statusCode).toBe(403);
    expect(await listTasksAs(user)).toEqual([]);
  });
});

describe('import and the write limit', () => {
  const t = useTestApp({ now: () => T0, writeRateLimitPerMinute: 2 });

  it("counts imports against the user's write limit like any other write", async () => {
    const user = await signUp(t.app);
    expect((await postImport(user, { kind: 'text', list: 'today', text: 'a' })).statusCode).toBe(200);
    expect((await postImport(user, { kind: 'text', list: 'today', text: 'b' }, true)).statusCode).toBe(200);
    const refused = await postImport(user, { kind: 'text', list: 'today', text: 'c' });
    expect(refused.statusCode).toBe(429);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThanOrEqual(1);
    expect(await listTasksAs(user)).toHaveLength(1);
  });
});
