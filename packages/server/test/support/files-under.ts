import fs from 'node:fs';
import path from 'node:path';

/** A server source file that is not a test. */
export const isProductionSource = (name: string) => name.endsWith('.ts') && !name.endsWith('.test.ts');

/** Every file under `dir` whose name `keep` accepts, without descending into folders named in `skip`. */
export function filesUnder(dir: string, keep: (name: string) => boolean, skip: readonly string[] = []): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return skip.includes(entry.name) ? [] : filesUnder(full, keep, skip);
    return keep(entry.name) ? [full] : [];
  });
}
