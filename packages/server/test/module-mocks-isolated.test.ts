import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { filesUnder } from './support/files-under';

const root = path.resolve(import.meta.dirname, '../../..');

/** Test files under `dir` that replace a module with vi.mock, relative to the repository. */
function filesThatMock(dir: string): string[] {
  return filesUnder(path.join(root, dir), (name) => /\.test\.tsx?$/.test(name), ['node_modules'])
    .filter((file) => /\bvi\.(mock|doMock)\(/.test(fs.readFileSync(file, 'utf8')))
    .map((file) => path.relative(root, file));
}

// The server and web suites share one module graph per worker (vitest.config.ts); vi.mock
// replaces a module only before it is first imported, so a file that mocks needs a graph of its own.
describe.each(['packages/server', 'packages/web/src'])('the %s suite shares one module graph per worker', (dir) => {
  it('so every file that mocks a module is listed to run in a graph of its own', () => {
    const config = fs.readFileSync(path.join(root, 'vitest.config.ts'), 'utf8');
    const mocking = filesThatMock(dir);
    expect(mocking.length).toBeGreaterThan(0);
    expect(mocking.filter((file) => !config.includes(`'${file}'`))).toEqual([]);
  });
});
