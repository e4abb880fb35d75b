import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

export const RESULTS_FILE = path.resolve(import.meta.dirname, '../RESULTS.md');
export const OUT_DIR = path.resolve(import.meta.dirname, '../.out');

export function machineLine(): string {
  const cpus = os.cpus();
  const gib = Math.round(os.totalmem() / 1024 ** 3);
  return `${cpus.length} cores (${cpus[0]?.model.trim() ?? 'unknown CPU'}), ${gib} GiB, ${os.type()} ${os.release()}, Node ${process.version}`;
}

/** The header line every section starts with: when, where and how the figures were made. */
export function provenance(command: string): string {
  const date = new Date().toISOString().replace('T', ' ').slice(0, 16);
  // The machine is shared: a busy neighbour halves every figure, so say how busy it was.
  const load = os
    .loadavg()
    .map((l) => l.toFixed(1))
    .join(' / ');
  return `_Measured ${date} UTC on ${machineLine()}; load average at the end ${load} (1/5/15 min). Command: \`${command}\`._`;
}

/**
 * Replaces the generated part of one section of RESULTS.md (between its markers), leaving the
 * hand-written analysis around it alone; appends the section if it is new. Each part of the
 * benchmark owns one section, so running a part alone refreshes only its own figures.
 */
export function writeSection(name: string, markdown: string): void {
  const start = `<!-- bench:${name}:start -->`;
  const end = `<!-- bench:${name}:end -->`;
  const block = `${start}\n${markdown.trim()}\n${end}`;
  const current = fs.existsSync(RESULTS_FILE) ? fs.readFileSync(RESULTS_FILE, 'utf8') : '# Dayflow benchmark results\n';
  const from = current.indexOf(start);
  const to = current.indexOf(end);
  const next =
    from >= 0 && to > from
      ? current.slice(0, from) + block + current.slice(to + end.length)
      : `${current.trimEnd()}\n\n${block}\n`;
  fs.writeFileSync(RESULTS_FILE, next);
}

/** Raw figures of a part, kept out of git (bench/.out) for run-all's summary and for debugging. */
export function saveJson(name: string, data: unknown): void {
  fs.mkdirSync(OUT_DIR, { recursive: true });
  fs.writeFileSync(path.join(OUT_DIR, `${name}.json`), JSON.stringify(data, null, 2));
}

export function readJson<T>(name: string): T | undefined {
  const file = path.join(OUT_DIR, `${name}.json`);
  return fs.existsSync(file) ? (JSON.parse(fs.readFileSync(file, 'utf8')) as T) : undefined;
}

export function table(head: string[], rows: (string | number)[][]): string {
  const line = (cells: (string | number)[]) => `| ${cells.join(' | ')} |`;
  return [line(head), line(head.map(() => '---')), ...rows.map(line)].join('\n');
}
