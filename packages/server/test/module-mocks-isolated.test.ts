import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { filesUnder } from './support/files-under';

const root = path.resolve(import.meta.dirname, '../../..');

describe('the server suite shares one module graph per worker', () => {
  it('so every file that mocks a module is listed to run in a graph of its own', () => {
    const config = fs.readFileSync(path.join(root, 'vitest.config.ts'), 'utf8');
    const mocking = filesUnder(path.join(root, 'packages/server'), (name) => name.endsWith('.test.ts'), [
      'node_modules',
    ])
      .filter((file) => /\bvi\.(mock|doMock)\(/.test(fs.readFileSync(file, 'utf8')))
      .map((file) => path.relative(root, file));
    expect(mocking.length).toBeGreaterThan(0);
    expect(mocking.filter((file) => !config.includes(`'${file}'`))).toEqual([]);
  });
});
