import fs from 'node:fs';
import path from 'node:path';
import ts from 'typescript';

/**
 * The import graph of a source folder, one node per top-level entry: a folder (`tasks`) or a
 * root file (`app.ts`). Production files only (no *.test.ts, no test/ folder); every relative
 * import counts, type-only and dynamic ones included.
 */
export function folderGraph(src: string): Map<string, Map<string, string[]>> {
  const graph = new Map<string, Map<string, string[]>>();
  for (const file of productionFiles(src)) {
    const from = nodeOf(src, file);
    const { importedFiles } = ts.preProcessFile(fs.readFileSync(file, 'utf8'), true, true);
    for (const { fileName } of importedFiles) {
      if (!fileName.startsWith('.')) continue;
      const to = nodeOf(src, resolveImport(path.dirname(file), fileName));
      if (to === from || to.startsWith('..')) continue;
      const edges = graph.get(from) ?? new Map<string, string[]>();
      graph.set(from, edges);
      edges.set(to, [...(edges.get(to) ?? []), `${path.relative(src, file)} imports '${fileName}'`]);
    }
  }
  return graph;
}

/** Every group of nodes that reach one another (Tarjan's strongly connected components, size > 1). */
export function cyclesOf(graph: Map<string, Map<string, string[]>>): string[][] {
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const cycles: string[][] = [];
  const visit = (node: string) => {
    index.set(node, index.size);
    low.set(node, index.get(node)!);
    stack.push(node);
    for (const next of graph.get(node)?.keys() ?? []) {
      if (!index.has(next)) {
        visit(next);
        low.set(node, Math.min(low.get(node)!, low.get(next)!));
      } else if (stack.includes(next)) low.set(node, Math.min(low.get(node)!, index.get(next)!));
    }
    if (low.get(node) !== index.get(node)) return;
    const group: string[] = [];
    let member: string;
    do {
      member = stack.pop()!;
      group.push(member);
    } while (member !== node);
    if (group.length > 1) cycles.push(group.sort());
  };
  for (const node of graph.keys()) if (!index.has(node)) visit(node);
  return cycles;
}

function productionFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'test' ? [] : productionFiles(full);
    return entry.name.endsWith('.ts') && !entry.name.endsWith('.test.ts') ? [full] : [];
  });
}

function resolveImport(dir: string, specifier: string): string {
  const target = path.resolve(dir, specifier);
  if (fs.existsSync(target) && fs.statSync(target).isDirectory()) return path.join(target, 'index.ts');
  return target.endsWith('.ts') ? target : `${target}.ts`;
}

function nodeOf(src: string, file: string): string {
  return path.relative(src, file).split(path.sep)[0]!;
}
