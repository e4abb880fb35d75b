import { execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, todayIn, type Task } from '@dayflow/core';
import { signUp, type SignedInUser } from '../../test/support/test-app';
import { useTestApp } from '../../test/support/use-test-app';
import { createTaskAs, listTasksAs } from '../../test/support/tasks';
import { createTokenAs } from '../../test/support/tokens';

/**
 * Interoperability with real CalDAV clients, Debian's packages (`apt-get install vdirsyncer
 * todoman python3-caldav`, as .ci/run does): each test starts them against this app listening
 * on loopback and checks what they did through Dayflow's own API. The clients run in UTC, as
 * the test user's day does.
 */

const CLIENT_DIR = path.resolve(import.meta.dirname, '../../test/caldav-clients');
const CLIENT_TIMEOUT_MS = 60_000;

interface Run {
  stdout: string;
  stderr: string;
}

function run(command: string, args: string[], options: { env?: Record<string, string>; input?: string } = {}) {
  return new Promise<Run>((resolve, reject) => {
    const child = execFile(
      command,
      args,
      { timeout: CLIENT_TIMEOUT_MS, env: { ...process.env, TZ: 'UTC', LANG: 'C.UTF-8', ...options.env } },
      (error, stdout, stderr) => {
        if (error) reject(new Error(`${command} ${args.join(' ')} failed: ${error.message}\n${stdout}\n${stderr}`));
        else resolve({ stdout, stderr });
      },
    );
    child.stdin?.end(options.input ?? '');
  });
}

describe('CalDAV with real clients', () => {
  const t = useTestApp();
  let base = '';
  let today = '';

  beforeAll(async () => {
    base = await t.app.listen({ port: 0, host: '127.0.0.1' });
    today = todayIn(Date.now(), 'UTC');
  });

  const byText = async (user: SignedInUser) => new Map((await listTasksAs(user)).map((task) => [task.text, task]));

  describe('python3-caldav', () => {
    const python = async (user: SignedInUser, token: string, step: string, ...args: string[]) => {
      const { stdout } = await run('/usr/bin/python3', [
        path.join(CLIENT_DIR, 'python-caldav-client.py'),
        base,
        user.email,
        token,
        step,
        ...args,
      ]);
      return JSON.parse(stdout.trim().split('\n').at(-1)!) as Record<string, unknown> & string[];
    };

    it(
      'discovers, lists, creates, completes, syncs and is refused a stale If-Match',
      { timeout: 300_000 },
      async () => {
        const user = await signUp(t.app);
        const { token } = await createTokenAs(user, { name: 'CalDAV' });
        await createTaskAs(user, { text: 'Pay rent', section: 'today', priority: 'High' });

        const found = await python(user, token, 'discover');
        expect(found).toEqual({
          principal: `${base}/dav/principal/`,
          calendars: [{ url: `${base}/dav/calendars/dayflow/`, name: 'Dayflow' }],
          components: ['VTODO'],
        });
        expect(await python(user, token, 'list')).toEqual(['Pay rent']);
        const first = await python(user, token, 'sync');
        expect(first.summaries).toEqual(['Pay rent']);

        const created = await python(user, token, 'create', 'Call the bank', addDays(today, 1));
        expect(created.url).toBe(`${base}/dav/calendars/dayflow/${String(created.uid)}.ics`);
        await python(user, token, 'complete', 'Pay rent');
        let tasks = await byText(user);
        expect(tasks.get('Call the bank')).toMatchObject({ id: created.uid, section: 'tomorrow', priority: 'High' });
        expect(tasks.get('Pay rent')).toMatchObject({ completed: true, section: 'today' });
        // The library lists open to-dos only, as its users expect.
        expect(await python(user, token, 'list')).toEqual(['Call the bank']);

        // A change made in Dayflow is what the next sync-collection brings, and a delete a 404.
        const patched = await user.inject({
          method: 'PATCH',
          url: `/api/tasks/${String(created.uid)}`,
          payload: { text: 'Call the bank at 9' },
        });
        expect(patched.statusCode).toBe(200);
        const second = await python(user, token, 'sync', String(first.token));
        expect(second.changed).toEqual(['Call the bank at 9', 'Pay rent']);
        expect(second.deleted).toEqual([]);
        const rent = tasks.get('Pay rent')!;
        expect((await user.inject({ method: 'DELETE', url: `/api/tasks/${rent.id}` })).statusCode).toBe(200);
        const third = await python(user, token, 'sync', String(second.token));
        expect(third).toMatchObject({ changed: [], deleted: [`${base}/dav/calendars/dayflow/${rent.id}.ics`] });

        expect(await python(user, token, 'stale-put', 'Call the bank at 9', '"not-the-current-etag"')).toEqual({
          status: 412,
        });
        tasks = await byText(user);
        expect([...tasks.keys()]).toEqual(['Call the bank at 9']);
      },
    );
  });

  describe('vdirsyncer and todoman', () => {
    let dir = '';
    beforeAll(() => {
      dir = fs.mkdtempSync(path.join(os.tmpdir(), 'dayflow-vdirsyncer-'));
    });
    afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

    it('syncs down, adds and completes in todoman, and syncs up', { timeout: 300_000 }, async () => {
      const user = await signUp(t.app);
      const { token } = await createTokenAs(user, { name: 'vdirsyncer' });
      await createTaskAs(user, { text: 'Water the plants', section: 'today' });
      await createTaskAs(user, { text: 'Dentist', section: 'later', day: addDays(today, 5), priority: 'Low' });

      const config = path.join(dir, 'vdirsyncer.conf');
      fs.writeFileSync(
        config,
        [
          '[general]',
          `status_path = "${dir}/status/"`,
          '[pair dayflow]',
          'a = "dayflow_local"',
          'b = "dayflow_remote"',
          'collections = ["from b"]',
          '[storage dayflow_local]',
          'type = "filesystem"',
          `path = "${dir}/tasks/"`,
          'fileext = ".ics"',
          '[storage dayflow_remote]',
          'type = "caldav"',
          // Only the host: vdirsyncer finds the calendar through /.well-known/caldav.
          `url = "${base}/"`,
          `username = "${user.email}"`,
          `password = "${token}"`,
          '',
        ].join('\n'),
      );
      const todomanConfig = path.join(dir, 'todoman.py');
      fs.writeFileSync(
        todomanConfig,
        [
          `path = "${dir}/tasks/*"`,
          'date_format = "%Y-%m-%d"',
          'time_format = "%H:%M"',
          'default_list = "dayflow"',
          '',
        ].join('\n'),
      );
      const env = { XDG_CACHE_HOME: path.join(dir, 'cache'), XDG_CONFIG_HOME: path.join(dir, 'config') };
      const vdirsyncer = (...args: string[]) => run('vdirsyncer', ['-c', config, ...args], { env, input: 'y\n' });
      const todoman = (...args: string[]) => run('todoman', ['--config', todomanConfig, ...args], { env });
      const todos = async () =>
        (
          JSON.parse((await todoman('--porcelain', 'list')).stdout) as {
            id: number;
            summary: string;
            due: number | null;
            priority: number;
          }[]
        ).sort((a, b) => a.summary.localeCompare(b.summary));
      const dueDay = (seconds: number | null) =>
        seconds === null ? null : new Date(seconds * 1000).toISOString().slice(0, 10);

      await vdirsyncer('discover');
      await vdirsyncer('sync');
      const down = await todos();
      expect(down.map((x) => [x.summary, dueDay(x.due), x.priority])).toEqual([
        ['Dentist', addDays(today, 5), 9],
        ['Water the plants', today, 5],
      ]);

      await todoman('new', '-l', 'dayflow', '--due', addDays(today, 1), 'Buy milk');
      await todoman('done', String(down.find((x) => x.summary === 'Water the plants')!.id));
      await vdirsyncer('sync');

      const tasks = await byText(user);
      expect(tasks.get('Buy milk')).toMatchObject<Partial<Task>>({ section: 'tomorrow', completed: false });
      expect(tasks.get('Water the plants')).toMatchObject<Partial<Task>>({ section: 'today', completed: true });
      expect(tasks.get('Dentist')).toMatchObject<Partial<Task>>({ completed: false, day: addDays(today, 5) });

      // And back down: a task moved in Dayflow reaches todoman with its new day.
      const milk = tasks.get('Buy milk')!;
      const moved = await user.inject({
        method: 'POST',
        url: `/api/tasks/${milk.id}/move`,
        payload: { section: 'today', index: 0 },
      });
      expect(moved.statusCode).toBe(200);
      await vdirsyncer('sync');
      const after = await todos();
      expect(after.map((x) => [x.summary, dueDay(x.due)])).toEqual([
        ['Buy milk', today],
        ['Dentist', addDays(today, 5)],
      ]);
    });
  });
});
