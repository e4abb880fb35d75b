import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { REPO_ROOT } from './server';

export interface BaselineCheckout {
  commit: string;
  /** Short hash as `git rev-parse --short` gives it. */
  short: string;
  root: string;
  remove(): void;
}

function git(args: string[], cwd = REPO_ROOT): string {
  const result = spawnSync('git', args, { cwd, encoding: 'utf8' });
  if (result.status !== 0) throw new Error(`git ${args.join(' ')} failed:\n${result.stderr}`);
  return result.stdout.trim();
}

/**
 * A detached worktree of `ref` outside this repository's tree (under the OS temp folder), so its
 * web app and server can be built and run beside this checkout's for a paired A/B.
 *
 * node_modules is not installed again (`npm ci` on a loaded machine takes minutes): the checkout
 * gets a node_modules folder of links to this one's packages, except the workspace packages, which
 * link to the baseline's own sources, so the baseline is built from its own @dayflow/core. A
 * dependency the baseline pins differently from this checkout is resolved to this checkout's
 * version; the caller is told which package files differ.
 */
export function checkoutBaseline(ref: string): BaselineCheckout & { changedManifests: string[] } {
  const commit = git(['rev-parse', '--verify', `${ref}^{commit}`]);
  const short = git(['rev-parse', '--short', commit]);
  const root = fs.mkdtempSync(path.join(os.tmpdir(), `dayflow-baseline-${short}-`));
  fs.rmdirSync(root);
  git(['worktree', 'add', '--detach', root, commit]);
  const modules = path.join(root, 'node_modules');
  fs.mkdirSync(modules);
  const shared = path.join(REPO_ROOT, 'node_modules');
  for (const name of fs.readdirSync(shared)) {
    if (name === '@dayflow') continue;
    fs.symlinkSync(path.join(shared, name), path.join(modules, name));
  }
  fs.mkdirSync(path.join(modules, '@dayflow'));
  for (const [name, folder] of [
    ['core', 'packages/core'],
    ['server', 'packages/server'],
    ['web', 'packages/web'],
    ['bench', 'bench'],
    ['e2e', 'e2e'],
  ]) {
    if (fs.existsSync(path.join(root, folder!)))
      fs.symlinkSync(path.join(root, folder!), path.join(modules, '@dayflow', name!));
  }
  // Packages hoisted below a workspace (a second version of one dependency) are linked the same way.
  for (const workspace of ['packages/core', 'packages/server', 'packages/web']) {
    const nested = path.join(REPO_ROOT, workspace, 'node_modules');
    const target = path.join(root, workspace, 'node_modules');
    if (fs.existsSync(nested) && fs.existsSync(path.join(root, workspace)) && !fs.existsSync(target)) {
      fs.symlinkSync(nested, target);
    }
  }
  const changedManifests = git(['diff', '--name-only', commit, 'HEAD', '--', 'package-lock.json', '**/package.json'])
    .split('\n')
    .filter(Boolean);
  return {
    commit,
    short,
    root,
    changedManifests,
    remove: () => git(['worktree', 'remove', '--force', root]),
  };
}
