// Fails when two folders of a package import each other, directly or around a longer loop.
// Nodes are the top-level entries of each package's src/ (a folder, or a single file at the
// root such as app.ts); an edge is any import from production code, type-only and dynamic
// imports included, because a type still ties one folder's shape to the other's. Tests and
// test support may reach anywhere.
//
// Before it judges the packages it proves itself on a fixture that holds a known loop.
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve, sep } from 'node:path';
import ts from 'typescript';
import { sourceFiles } from './source-files.mjs';

const root = resolve(import.meta.dirname, '..');

function resolveImport(from, specifier) {
  const base = resolve(dirname(from), specifier);
  // TypeScript reads `./file.js` as ./file.ts (or .tsx) when no such .js file exists.
  const aliased = /\.jsx?$/.test(base) ? [base.replace(/\.jsx?$/, '.ts'), base.replace(/\.jsx?$/, '.tsx')] : [];
  const candidates = [base, ...aliased, `${base}.ts`, `${base}.tsx`, join(base, 'index.ts'), join(base, 'index.tsx')];
  return candidates.find((path) => existsSync(path) && statSync(path).isFile());
}

/** The folder-level import graph of one src/ folder: node → Map(node → the imports behind the edge). */
export function folderGraph(srcDir) {
  const nodeOf = (path) => relative(srcDir, path).split(sep)[0];
  const graph = new Map();
  for (const file of sourceFiles(srcDir)) {
    const from = nodeOf(file);
    if (!graph.has(from)) graph.set(from, new Map());
    const { importedFiles } = ts.preProcessFile(readFileSync(file, 'utf8'), true, true);
    for (const { fileName } of importedFiles) {
      if (!fileName.startsWith('.')) continue;
      const target = resolveImport(file, fileName);
      if (!target || !target.startsWith(srcDir + sep)) continue;
      const to = nodeOf(target);
      if (to === from) continue;
      const edges = graph.get(from);
      if (!edges.has(to)) edges.set(to, []);
      edges.get(to).push(`${relative(srcDir, file)} → ${fileName}`);
    }
  }
  return graph;
}

/** Strongly connected components with more than one node (Tarjan). */
export function cycles(graph) {
  let counter = 0;
  const index = new Map();
  const low = new Map();
  const stack = [];
  const onStack = new Set();
  const found = [];
  const visit = (node) => {
    index.set(node, counter);
    low.set(node, counter++);
    stack.push(node);
    onStack.add(node);
    for (const next of graph.get(node)?.keys() ?? []) {
      if (!index.has(next)) {
        visit(next);
        low.set(node, Math.min(low.get(node), low.get(next)));
      } else if (onStack.has(next)) low.set(node, Math.min(low.get(node), index.get(next)));
    }
    if (low.get(node) !== index.get(node)) return;
    const component = [];
    let member;
    do {
      member = stack.pop();
      onStack.delete(member);
      component.push(member);
    } while (member !== node);
    if (component.length > 1) found.push(component.sort());
  };
  for (const node of graph.keys()) if (!index.has(node)) visit(node);
  return found;
}

function report(name, graph, found) {
  for (const component of found) {
    console.error(`${name}: folders in an import loop: ${component.join(', ')}`);
    for (const from of component)
      for (const [to, imports] of graph.get(from) ?? [])
        if (component.includes(to)) for (const line of imports) console.error(`  ${from} → ${to}: ${line}`);
  }
}

const fixture = join(root, 'scripts/folder-cycles-fixture/src');
const fixtureCycles = cycles(folderGraph(fixture));
if (JSON.stringify(fixtureCycles) !== JSON.stringify([['days', 'streak', 'tasks']])) {
  console.error('folder-cycles: the check no longer finds the loop in its fixture:', JSON.stringify(fixtureCycles));
  process.exit(1);
}

let failed = false;
for (const name of readdirSync(join(root, 'packages'))) {
  const srcDir = join(root, 'packages', name, 'src');
  if (!existsSync(srcDir)) continue;
  const graph = folderGraph(srcDir);
  const found = cycles(graph);
  report(`packages/${name}`, graph, found);
  failed ||= found.length > 0;
  console.log(`packages/${name}: ${graph.size} top-level folders and files, ${found.length} import loop(s)`);
}
if (failed) process.exit(1);
