#!/usr/bin/env node
// Runs one of the server's shell commands (user:add, user:reset-password, backup, restore,
// migrate-db) from the built server: `node scripts/server-command.mjs add-user --email …`.
// Building needs the dev dependencies, which a production install (`npm ci --omit=dev`) lacks,
// so the build is made only when there is none yet; after an update, `npm run build` renews it.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.dirname(path.dirname(fileURLToPath(import.meta.url)));
const [entry, ...args] = process.argv.slice(2);
if (!entry || !/^[a-z-]+$/.test(entry)) {
  console.error('usage: node scripts/server-command.mjs <command> [arguments]');
  process.exit(2);
}
const built = path.join(root, 'packages', 'server', 'dist', `${entry}.js`);

if (!existsSync(built)) {
  const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';
  const build = spawnSync(npm, ['run', 'build', '--silent', '-w', '@dayflow/server'], { cwd: root, stdio: 'inherit' });
  if (build.status !== 0 || !existsSync(built)) {
    console.error(`${entry}: the server is not built, and building it failed (it needs the dev dependencies).`);
    console.error('Run `npm ci && npm run build` once, then this command again.');
    process.exit(1);
  }
}

const run = spawnSync(process.execPath, ['--enable-source-maps', built, ...args], { stdio: 'inherit' });
process.exit(run.status ?? 1);
