import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { cyclesOf, folderGraph } from './support/folder-graph';

const src = path.resolve(import.meta.dirname, '../src');

// No two folders of the server (nor a folder and a root file such as app.ts) may import each
// other, through any chain of files, type-only imports included: a folder's index.ts then says
// all it offers, and the folders can be read bottom-up (docs/architecture.md, "Server folders").
describe('the server folders', () => {
  it('import one another without a cycle', () => {
    const graph = folderGraph(src);
    const explained = cyclesOf(graph).map((group) =>
      group.flatMap((from) =>
        [...(graph.get(from) ?? [])].filter(([to]) => group.includes(to)).flatMap(([, why]) => why),
      ),
    );
    expect(explained).toEqual([]);
  });

  it('are checked for cycles of any length, type-only imports included', () => {
    // alpha/ imports a type of beta/, beta/ a value of alpha/; app.ts uses beta/ and is no part of it.
    const graph = folderGraph(path.resolve(import.meta.dirname, 'lint-fixtures/src'));
    expect(cyclesOf(graph)).toEqual([['alpha', 'beta']]);
    const longer = new Map([
      ['a', new Map([['b', []]])],
      ['b', new Map([['c', []]])],
      ['c', new Map([['a', []]])],
      ['d', new Map([['a', []]])],
    ]);
    expect(cyclesOf(longer)).toEqual([['a', 'b', 'c']]);
  });
});
