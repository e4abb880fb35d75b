// @vitest-environment node
import { resolve } from 'node:path';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

const repo = resolve(import.meta.dirname, '../../../..');
// `ignore: false`: the cycle fixture is kept out of the normal lint run on purpose.
const eslint = new ESLint({ cwd: repo, ignore: false });

async function lint(path: string, code?: string) {
  const filePath = resolve(repo, path);
  const [result] = code === undefined ? await eslint.lintFiles([filePath]) : await eslint.lintText(code, { filePath });
  return result!.messages.map((message) => `${message.ruleId}: ${message.message}`);
}

// The first lint loads the TypeScript parser and the config: seconds on a busy machine.
describe('the web app import rules', { timeout: 60_000 }, () => {
  it('reject a feature importing another feature', async () => {
    const messages = await lint(
      'packages/web/src/progress/uses-planner.ts',
      "import { PlannerBoard } from '../planner/planner-board';\nexport const board = PlannerBoard;\n",
    );
    expect(messages).toEqual([
      expect.stringMatching(/^import-x\/no-restricted-paths: .*.*Features do not import one another/),
    ]);
  });

  it('reject it spelled with the .js suffix TypeScript accepts', async () => {
    const messages = await lint(
      'packages/web/src/progress/uses-planner.ts',
      "import { PlannerBoard } from '../planner/planner-board.js';\nexport const board = PlannerBoard;\n",
    );
    expect(messages).toEqual([
      expect.stringMatching(/^import-x\/no-restricted-paths: .*.*Features do not import one another/),
    ]);
  });

  it('reject a shared folder importing a feature or app', async () => {
    const fromSync = await lint(
      'packages/web/src/sync/uses-planner.ts',
      "import { PlannerBoard } from '../planner/planner-board';\nexport const board = PlannerBoard;\n",
    );
    expect(fromSync).toEqual([expect.stringMatching(/^import-x\/no-restricted-paths: .*sync\/ is shared/)]);
    const fromLib = await lint(
      'packages/web/src/lib/uses-app.ts',
      "import { AppRoutes } from '../app/router';\nexport const routes = AppRoutes;\n",
    );
    expect(fromLib).toEqual([expect.stringMatching(/^import-x\/no-restricted-paths: .*lib\/ is shared/)]);
  });

  it('reject production code importing test support', async () => {
    const messages = await lint(
      'packages/web/src/planner/uses-test.ts',
      "import { makeTask } from '../test/make-task';\nexport const make = makeTask;\n",
    );
    expect(messages).toEqual([expect.stringMatching(/^import-x\/no-restricted-paths: .*Test support/)]);
  });

  it('allow a feature to use the shared folders', async () => {
    const messages = await lint(
      'packages/web/src/planner/uses-shared.ts',
      [
        "import { useTasks } from '../sync';",
        "import { useProfile } from '../session/session';",
        "import { Logo } from '../components/logo';",
        "import { useMediaQuery } from '../hooks/use-media-query';",
        'export const used = [useTasks, useProfile, Logo, useMediaQuery];',
        '',
      ].join('\n'),
    );
    expect(messages).toEqual([]);
  });

  it('reject an import cycle', async () => {
    const messages = await lint('packages/web/test/lint-fixtures/cycle-a.ts');
    expect(messages).toEqual([expect.stringMatching(/^import-x\/no-cycle: /)]);
  });
});
