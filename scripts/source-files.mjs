// Production source of a package: its .ts/.tsx files without tests and test support (tests may
// be longer, and may reach anywhere). file-sizes.mjs and folder-cycles.mjs judge the same files.
import { readdirSync } from 'node:fs';
import { join } from 'node:path';

export const isTestSupport = (path) => /\.test\.tsx?$/.test(path) || /\/(test|testing)\//.test(path);

export function* sourceFiles(dir) {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) yield* sourceFiles(path);
    else if (/\.tsx?$/.test(entry.name) && !entry.name.endsWith('.d.ts') && !isTestSupport(path)) yield path;
  }
}
