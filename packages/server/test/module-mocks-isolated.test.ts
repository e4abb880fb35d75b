import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const root = path.resolve(import.meta.dirname, '../../..');

function testFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'node_modules' ? [] : testFiles(full);
    return entry.name.endsWith('.test.ts') ? [full] : [];
  });
}

describe('the server suite shares one module graph per worker', () => {
  it('so every file that mocks a module is listed to run in a graph of its own', () => {
    const config = fs.readFileSync(path.join(root, 'vitest.config.ts'), 'utf8');
    const mocking = testFiles(path.join(root, 'packages/server'))
      .filter((file) => /\bvi\.(mock|doMock)\(/.test(fs.readFileSync(file, 'utf8')))
      .map((file) => path.relative(root, file));
    expect(mocking.length).toBeGreaterThan(0);
    expect(mocking.filter((file) => !config.includes(`'${file}'`))).toEqual([]);
  });
});
