import { resolve } from 'node:path';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

const repo = resolve(import.meta.dirname, '../../..');
// `ignore: false`: the cycle fixture is kept out of the normal lint run on purpose.
const eslint = new ESLint({ cwd: repo, ignore: false });

async function lint(path: string, code?: string) {
  const filePath = resolve(repo, path);
  const [result] = code === undefined ? await eslint.lintFiles([filePath]) : await eslint.lintText(code, { filePath });
  return result!.messages.map((message) => `${message.ruleId}: ${message.message}`);
}

const module = (...lines: string[]) => [...lines, ''].join('\n');

// The first lint loads the TypeScript parser and the config: seconds on a busy machine.
describe('the server import rules (eslint.server-boundaries.js)', { timeout: 60_000 }, () => {
  it('reject a folder importing a file inside another folder', async () => {
    const messages = await lint(
      'packages/server/src/transfer/uses-task-internals.ts',
      module("import { listTasks } from '../tasks/task-repository';", 'export const list = listTasks;'),
    );
    expect(messages).toEqual([
      expect.stringMatching(/^import-x\/no-restricted-paths: .*Import tasks\/ through its index\.ts/),
    ]);
  });

  it('reject it from a nested file and from a root file such as app.ts, for types too', async () => {
    const nested = await lint(
      'packages/server/src/daily-loop/day-start/uses-db-internals.ts',
      module("import type { Db } from '../../db/schema';", 'export type Handle = Db;'),
    );
    expect(nested).toEqual([expect.stringMatching(/^import-x\/no-restricted-paths: .*Import db\/ through/)]);
    const root = await lint(
      'packages/server/src/uses-http-internals.ts',
      module("import { HttpError } from './http/errors';", 'export const E = HttpError;'),
    );
    expect(root).toEqual([expect.stringMatching(/^import-x\/no-restricted-paths: .*Import http\/ through/)]);
  });

  it("allow another folder's index.ts, and a folder's own files", async () => {
    const messages = await lint(
      'packages/server/src/daily-loop/day-start/uses-index.ts',
      module(
        "import { listTasks, type TaskWrite } from '../../tasks';",
        "import type { Db } from '../../db';",
        "import { findSettings } from '../settings/settings-repository';",
        "import { trackedTaskIds } from './carried-over-repository';",
        'export type Used = [TaskWrite, Db];',
        'export const used = [listTasks, findSettings, trackedTaskIds];',
      ),
    );
    expect(messages).toEqual([]);
  });

  it('see through the spellings TypeScript accepts: a .js suffix and an explicit index', async () => {
    const suffixed = await lint(
      'packages/server/src/transfer/uses-task-internals.ts',
      module("import { listTasks } from '../tasks/task-repository.js';", 'export const list = listTasks;'),
    );
    expect(suffixed).toEqual([
      expect.stringMatching(/^import-x\/no-restricted-paths: .*Import tasks\/ through its index\.ts/),
    ]);
    const indexed = await lint(
      'packages/server/src/transfer/uses-task-index.ts',
      module(
        "import { listTasks } from '../tasks/index';",
        "import type { Db } from '../db/index.js';",
        'export type Handle = Db;',
        'export const list = listTasks;',
      ),
    );
    expect(indexed).toEqual([]);
  });

  it("let tests reach into a folder's files", async () => {
    const messages = await lint(
      'packages/server/src/transfer/uses-task-internals.test.ts',
      module("import { listTasks } from '../tasks/task-repository';", 'export const list = listTasks;'),
    );
    expect(messages).toEqual([]);
  });

  it('reject an import cycle', async () => {
    const messages = await lint('packages/server/test/lint-fixtures/cycle-a.ts');
    expect(messages).toEqual([expect.stringMatching(/^import-x\/no-cycle: /)]);
  });
});
