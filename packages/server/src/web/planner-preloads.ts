import fs from 'node:fs';
import path from 'node:path';

interface ManifestChunk {
  file: string;
  src?: string;
  isEntry?: boolean;
  imports?: string[];
  css?: string[];
}
type Manifest = Record<string, ManifestChunk>;

/** The planner route's chunk in Vite's build manifest (packages/web/src/app/pages.ts imports it lazily). */
const PLANNER_SOURCE = 'src/app/planner-page.tsx';

/**
 * `<link rel="modulepreload">` tags for the planner route's chunk and every chunk it imports that
 * the entry does not already bring, and its style sheets. Without them the browser learns of the
 * planner's chunk only once the entry has run, one round trip later — and of its CSS later still,
 * since the chunk's import waits for it. Empty when the build has no manifest.
 */
export function plannerPreloadTags(root: string): string {
  const manifestPath = path.join(root, '.vite', 'manifest.json');
  if (!fs.existsSync(manifestPath)) return '';
  const manifest = JSON.parse(fs.readFileSync(manifestPath, 'utf8')) as Manifest;
  const chunks = plannerChunks(manifest);
  const scripts = chunks.map((key) => `<link rel="modulepreload" crossorigin href="/${manifest[key]!.file}">`);
  // The same href Vite's loader looks for before adding a sheet itself, so it is not loaded twice.
  const sheets = chunks
    .flatMap((key) => manifest[key]!.css ?? [])
    .map((file) => `<link rel="stylesheet" href="/${file}">`);
  return [...scripts, ...new Set(sheets)].join('');
}

/** The manifest keys of the planner's chunk and of what it imports beyond the entry. */
function plannerChunks(manifest: Manifest): string[] {
  const loadedByEntry = new Set<string>();
  for (const [key, chunk] of Object.entries(manifest))
    if (chunk.isEntry) collect(manifest, key, loadedByEntry, new Set());
  const planner = Object.keys(manifest).find((key) => manifest[key]!.src === PLANNER_SOURCE);
  if (!planner) return [];
  const keys: string[] = [];
  collect(manifest, planner, new Set(), loadedByEntry, keys);
  return keys;
}

/** Walks a chunk's static imports, depth first, skipping what `skip` holds. */
function collect(manifest: Manifest, key: string, seen: Set<string>, skip: Set<string>, keys?: string[]): void {
  if (seen.has(key) || skip.has(key) || !manifest[key]) return;
  seen.add(key);
  keys?.push(key);
  for (const imported of manifest[key].imports ?? []) collect(manifest, imported, seen, skip, keys);
}
