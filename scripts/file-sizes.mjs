// Prints the largest production source files and the median size; warns past 300 lines and fails
// past 400. A cohesion rule, not a cap: a concept stays whole in one module until it is too long to
// read, and the review, not the counter, decides a split (CONVENTIONS: "worry past ~300 lines;
// past 400, split"). A 200-line cap had cut concepts into many tiny files.
// Production source = packages/*/src, without tests and test support: tests may be longer, since
// one journey per file reads better than a journey cut in two.
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { sourceFiles } from './source-files.mjs';

const WARN_LINES = 300;
const MAX_LINES = 400;
const SHOWN = 10;
const root = new URL('..', import.meta.url).pathname;

const packages = readdirSync(join(root, 'packages')).map((name) => join(root, 'packages', name, 'src'));
const sizes = packages
  .flatMap((dir) => [...sourceFiles(dir)])
  .map((path) => ({ path: relative(root, path), lines: readFileSync(path, 'utf8').split('\n').length - 1 }))
  .sort((a, b) => b.lines - a.lines);

const sorted = sizes.map((file) => file.lines).sort((a, b) => a - b);
const middle = sorted.length / 2;
const median = sorted.length % 2 ? sorted[Math.floor(middle)] : (sorted[middle - 1] + sorted[middle]) / 2;

console.log(
  `Largest production source files (review past ${WARN_LINES} lines, limit ${MAX_LINES}; tests are not counted):`,
);
for (const file of sizes.slice(0, SHOWN)) console.log(`${String(file.lines).padStart(6)}  ${file.path}`);
console.log(`${sizes.length} files, median ${median} lines`);

const long = sizes.filter((file) => file.lines > WARN_LINES && file.lines <= MAX_LINES);
for (const file of long) console.warn(`warning: ${file.path} has ${file.lines} lines: is it still one concept?`);
const over = sizes.filter((file) => file.lines > MAX_LINES);
if (over.length > 0) {
  console.error(`${over.length} file(s) over ${MAX_LINES} lines: split them by meaning.`);
  process.exit(1);
}
