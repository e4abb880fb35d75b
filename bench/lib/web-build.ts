import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { REPO_ROOT } from './server';

/**
 * Builds the web app into its own folder (never packages/web/dist, which others serve), with
 * hidden source maps: the .map files sit beside the chunks for our breakdown, but the chunks
 * carry no sourceMappingURL comment, so the bytes a browser downloads are the production ones.
 * `root` is the checkout to build (a baseline commit's worktree shares this one's node_modules).
 */
export function buildWeb(outDir: string, root = REPO_ROOT): { ms: number } {
  const started = performance.now();
  const vite = path.join(REPO_ROOT, 'node_modules/.bin/vite');
  const result = spawnSync(
    vite,
    ['build', 'packages/web', '--outDir', outDir, '--emptyOutDir', '--sourcemap', 'hidden'],
    {
      cwd: root,
      encoding: 'utf8',
      env: { ...process.env, NODE_ENV: 'production' },
    },
  );
  if (result.status !== 0) throw new Error(`vite build failed:\n${result.stdout}\n${result.stderr}`);
  if (!fs.existsSync(path.join(outDir, 'index.html'))) throw new Error(`vite build wrote no index.html in ${outDir}`);
  return { ms: performance.now() - started };
}
