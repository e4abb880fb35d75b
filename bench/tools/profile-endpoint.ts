/**
 * Where a GET endpoint's time goes: the server runs with --cpu-prof under 10 s of autocannon
 * (100 seeded users, 100 tasks each), then the profile is summarised by function and package.
 * A tool for the analysis in RESULTS.md, not part of `npm run bench`.
 *   node --import tsx bench/tools/profile-endpoint.ts /api/tasks
 */
import fs from 'node:fs';
import { createDatabase } from '../lib/database';
import { load, rotate } from '../lib/load';
import { seed } from '../lib/seed';
import { startServer } from '../lib/server';
const what = process.argv[2] ?? '/api/tasks';
const dir = `/tmp/bench-srv-prof-${Date.now()}`;
const db = await createDatabase('sqlite');
const server = await startServer({ db, nodeArgs: ['--cpu-prof', `--cpu-prof-dir=${dir}`] });
const users = (await seed(db, { users: 100, tasksPerUser: 100, sessionsPerUser: 1 })).users;
const next = rotate(users);
const r = await load({
  url: server.url,
  connections: 10,
  seconds: 10,
  runs: 1,
  warmupSeconds: 3,
  requests: [
    { method: 'GET', setupRequest: (req) => ({ ...req, path: what, headers: { cookie: next().cookies[0]! } }) },
  ],
});
console.log(what, Math.round(r.rps), 'req/s');
await server.stop();
await db.drop();
const file = fs
  .readdirSync(dir)
  .map((f) => `${dir}/${f}`)
  .sort((a, b) => fs.statSync(b).size - fs.statSync(a).size)[0]!;
interface ProfileNode {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number };
  children?: number[];
}
const p = JSON.parse(fs.readFileSync(file, 'utf8')) as {
  nodes: ProfileNode[];
  samples: number[];
  timeDeltas: number[];
};
const byId = new Map<number, ProfileNode>(p.nodes.map((n) => [n.id, n]));
const parent = new Map<number, number>();
for (const n of p.nodes) for (const c of n.children ?? []) parent.set(c, n.id);
const pkg = (url: string) => {
  const m = /node_modules\/((@[^/]+\/)?[^/]+)/.exec(url);
  return m
    ? m[1]
    : url.includes('/packages/')
      ? url.replace(/.*\/packages\//, '')
      : url.startsWith('node:')
        ? 'node:internal'
        : url || '(native)';
};
const selfPkg = new Map<string, number>();
const inclFn = new Map<string, number>();
let total = 0;
p.samples.forEach((s: number, i: number) => {
  const dt = p.timeDeltas[i] ?? 0;
  total += dt;
  const n = byId.get(s)!;
  const k = n.callFrame.functionName === '(idle)' ? '(idle)' : pkg(n.callFrame.url) || n.callFrame.functionName;
  selfPkg.set(k, (selfPkg.get(k) ?? 0) + dt);
  const seen = new Set<string>();
  let id: number | undefined = s;
  while (id !== undefined) {
    const m = byId.get(id)!;
    const key = `${m.callFrame.functionName} ${pkg(m.callFrame.url)}`;
    if (!seen.has(key)) {
      seen.add(key);
      inclFn.set(key, (inclFn.get(key) ?? 0) + dt);
    }
    id = parent.get(id);
  }
});
const selfFn = new Map<string, number>();
p.samples.forEach((s2: number, i: number) => {
  const n = byId.get(s2)!;
  const k = `${n.callFrame.functionName} ${pkg(n.callFrame.url)}:${n.callFrame.lineNumber}`;
  selfFn.set(k, (selfFn.get(k) ?? 0) + (p.timeDeltas[i] ?? 0));
});
console.log('self by function:');
console.log(
  [...selfFn.entries()]
    .sort((a, b) => b[1] - a[1])
    .slice(0, 25)
    .map(([k, v]) => `${((v / total) * 100).toFixed(1)}% ${k}`)
    .join('\n'),
);
console.log('self time by package:');
console.log(
  [...selfPkg.entries()]
    .sort((a, b) => b[1] - a[1])
    .slice(0, 16)
    .map(([k, v]) => `${((v / total) * 100).toFixed(1)}% ${k}`)
    .join('\n'),
);
console.log('inclusive by function:');
console.log(
  [...inclFn.entries()]
    .sort((a, b) => b[1] - a[1])
    .filter(([k]) => !/^\(root\)|^\(program\)|processTicksAndRejections|^ node:internal|runMicrotasks/.test(k))
    .slice(0, 40)
    .map(([k, v]) => `${((v / total) * 100).toFixed(1)}% ${k}`)
    .join('\n'),
);
fs.rmSync(dir, { recursive: true, force: true });
