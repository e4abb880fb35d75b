import fs from 'node:fs';
import path from 'node:path';
import type { CDPSession, Page } from '@playwright/test';
import { groupOf } from './source-map';

/**
 * A page's main-thread JavaScript profile (CDP Profiler, sampling) and where its time went: self
 * time per function of the original sources, mapped through the build's hidden source maps (see
 * web-build.ts), so a minified frame reads as `sync/browser/device-store.ts:180`.
 */

interface CallFrame {
  functionName: string;
  url: string;
  lineNumber: number;
  columnNumber: number;
}

interface ProfileNode {
  id: number;
  callFrame: CallFrame;
}

export interface CpuProfile {
  nodes: ProfileNode[];
  samples?: number[];
  timeDeltas?: number[];
}

export async function startProfile(cdp: CDPSession, intervalUs = 200): Promise<void> {
  await cdp.send('Profiler.enable');
  await cdp.send('Profiler.setSamplingInterval', { interval: intervalUs });
  await cdp.send('Profiler.start');
}

/**
 * Profiles a load of `url` in `page` until its first task row is in the DOM (bench/lib/
 * planner-env.ts's probe, polled every frame), so a little past it: what the first row waits for.
 */
export async function profileToFirstRow(cdp: CDPSession, page: Page, url: string): Promise<CpuProfile> {
  await startProfile(cdp);
  await page.goto(url);
  await page.waitForFunction(
    () => (window as unknown as { __bench: { firstRowMs: number | null } }).__bench.firstRowMs !== null,
    null,
    { polling: 'raf', timeout: 60_000 },
  );
  return stopProfile(cdp);
}

export async function stopProfile(cdp: CDPSession): Promise<CpuProfile> {
  const { profile } = await cdp.send('Profiler.stop');
  return profile as CpuProfile;
}

const B64 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/';
const B64_INDEX = new Map([...B64].map((c, i) => [c, i]));

interface Segment {
  column: number;
  source: number;
  line: number;
  name: number | undefined;
}

/** A chunk's decoded mappings, by generated line. */
interface Decoded {
  sources: string[];
  names: string[];
  lines: Segment[][];
}

function decode(map: { sources: string[]; names?: string[]; mappings: string }): Decoded {
  const lines: Segment[][] = [];
  let source = 0;
  let line = 0;
  let name = 0;
  for (const text of map.mappings.split(';')) {
    const segments: Segment[] = [];
    let column = 0;
    for (const segment of text.split(',')) {
      if (!segment) continue;
      const fields: number[] = [];
      let value = 0;
      let shift = 0;
      for (const char of segment) {
        const digit = B64_INDEX.get(char)!;
        value += (digit & 31) << shift;
        if (digit & 32) shift += 5;
        else {
          fields.push(value & 1 ? -(value >>> 1) : value >>> 1);
          value = 0;
          shift = 0;
        }
      }
      column += fields[0]!;
      if (fields.length < 4) continue;
      source += fields[1]!;
      line += fields[2]!;
      if (fields.length >= 5) name += fields[4]!;
      segments.push({ column, source, line, name: fields.length >= 5 ? name : undefined });
    }
    lines.push(segments);
  }
  return { sources: map.sources, names: map.names ?? [], lines };
}

/** Source file (relative, from the web package) and line of a generated position, or null. */
function lookup(decoded: Decoded, line: number, column: number): { source: string; line: number } | null {
  const segments = decoded.lines[line];
  if (!segments || segments.length === 0) return null;
  let best: Segment | undefined;
  for (const s of segments) {
    if (s.column > column) break;
    best = s;
  }
  best ??= segments[0]!;
  const source = decoded.sources[best.source] ?? '(unknown)';
  return { source: repoPath(source), line: best.line + 1 };
}

/** A map's source as a path in the repository (`packages/…`, `node_modules/…`), wherever it was built. */
function repoPath(source: string): string {
  const modules = source.lastIndexOf('node_modules/');
  if (modules >= 0) return source.slice(modules);
  const packages = source.lastIndexOf('packages/');
  return packages >= 0 ? source.slice(packages) : source.replace(/^(\.\.\/)+/, '');
}

export interface SelfTime {
  /** `file:line` of the function in its source (unmapped frames: `url name`). */
  frame: string;
  /** Library or feature folder, as bundle.ts groups bytes. */
  group: string;
  ms: number;
}

/** Self time per original function of a profile, the chunks' maps read from `webDist`. */
export function selfTimes(profile: CpuProfile, webDist: string): { total: number; frames: SelfTime[] } {
  const maps = new Map<string, Decoded | null>();
  const mapFor = (url: string): Decoded | null => {
    if (maps.has(url)) return maps.get(url)!;
    let decoded: Decoded | null = null;
    try {
      const file = path.join(webDist, new URL(url).pathname);
      if (file.endsWith('.js') && fs.existsSync(`${file}.map`)) {
        decoded = decode(JSON.parse(fs.readFileSync(`${file}.map`, 'utf8')) as Decoded & { mappings: string });
      }
    } catch {
      decoded = null;
    }
    maps.set(url, decoded);
    return decoded;
  };
  const byId = new Map(profile.nodes.map((n) => [n.id, n]));
  const selfUs = new Map<number, number>();
  const samples = profile.samples ?? [];
  const deltas = profile.timeDeltas ?? [];
  // Each sample's time is the delta to the next one.
  for (let i = 0; i < samples.length; i++) {
    const us = deltas[i + 1] ?? 0;
    selfUs.set(samples[i]!, (selfUs.get(samples[i]!) ?? 0) + us);
  }
  const frames = new Map<string, SelfTime>();
  let total = 0;
  for (const [id, us] of selfUs) {
    const frame = byId.get(id)!.callFrame;
    if (frame.functionName === '(idle)' || frame.functionName === '(program)' || us === 0) continue;
    total += us / 1000;
    const decoded = frame.url ? mapFor(frame.url) : null;
    const at = decoded ? lookup(decoded, frame.lineNumber, frame.columnNumber) : null;
    const file = at ? at.source : frame.url ? new URL(frame.url).pathname : '(native)';
    // Minified names say nothing; the function's line in its source does.
    const name = at ? `${file}:${at.line}` : `${file} ${frame.functionName || '(anonymous)'}`;
    const entry = frames.get(name) ?? { frame: name, group: at ? groupOf(at.source) : file, ms: 0 };
    entry.ms += us / 1000;
    frames.set(name, entry);
  }
  return { total, frames: [...frames.values()].sort((a, b) => b.ms - a.ms) };
}

/** Self time summed by library or feature folder, largest first. */
export function byGroup(frames: SelfTime[]): { group: string; ms: number }[] {
  const groups = new Map<string, number>();
  for (const f of frames) groups.set(f.group, (groups.get(f.group) ?? 0) + f.ms);
  return [...groups.entries()].map(([group, ms]) => ({ group, ms })).sort((a, b) => b.ms - a.ms);
}
