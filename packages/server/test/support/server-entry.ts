// Test-only: how a test runs one of the server's entry points in a process of its own.
import fs from 'node:fs';
import path from 'node:path';

const serverRoot = path.resolve(import.meta.dirname, '../..');
const repoRoot = path.resolve(serverRoot, '../..');

/** The entry points build.mjs compiles, by their name in dist/. */
const SOURCES = {
  main: 'src/main.ts',
  'reset-password': 'src/account/cli/reset-password.ts',
  backup: 'src/backup/cli/backup.ts',
  restore: 'src/backup/cli/restore.ts',
} as const;
export type ServerEntry = keyof typeof SOURCES;

function newestSourceMs(dir: string): number {
  let newest = 0;
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    // Tests are not in the build: editing one must not send every started server back to tsx.
    if (entry.name === 'node_modules' || /\.test\.tsx?$/.test(entry.name)) continue;
    const full = path.join(dir, entry.name);
    newest = Math.max(newest, entry.isDirectory() ? newestSourceMs(full) : fs.statSync(full).mtimeMs);
  }
  return newest;
}

let builtIsCurrent: boolean | undefined;
/**
 * Whether dist/ was built after the last change to any server or core source. `npm test` builds
 * first, so in a full run every started process uses the build, as an operator's `npm start`
 * does, and skips tsx compiling the server at each start (2-3 s of CPU, far more on a loaded
 * machine). After an edit, without a new build, the sources run through tsx instead: a test never
 * runs code older than what it is testing.
 */
function isBuildCurrent(): boolean {
  if (builtIsCurrent !== undefined) return builtIsCurrent;
  const built = Object.keys(SOURCES).map((name) => path.join(serverRoot, 'dist', `${name}.js`));
  if (!built.every((file) => fs.existsSync(file))) return (builtIsCurrent = false);
  const oldestBuild = Math.min(...built.map((file) => fs.statSync(file).mtimeMs));
  const sources = [path.join(serverRoot, 'src'), path.join(repoRoot, 'packages/core/src')];
  return (builtIsCurrent = sources.every((dir) => newestSourceMs(dir) < oldestBuild));
}

/** `node` arguments that run the entry point: its build when current, else its source through tsx. */
export function serverEntryArgs(entry: ServerEntry): string[] {
  if (isBuildCurrent()) return ['--enable-source-maps', path.join(serverRoot, 'dist', `${entry}.js`)];
  return ['--import', 'tsx', path.join(serverRoot, SOURCES[entry])];
}
