import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { afterEach, describe, expect, it } from 'vitest';
import { MIN_BYTES, precompress, precompressDirectory } from './precompress';

describe('precompressDirectory', () => {
  const dirs: string[] = [];
  afterEach(() => dirs.splice(0).forEach((dir) => fs.rmSync(dir, { recursive: true, force: true })));
  const tempDir = () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'precompress-'));
    dirs.push(dir);
    return dir;
  };

  it('writes brotli and gzip copies that decode to the original, in nested folders too', () => {
    const dir = tempDir();
    fs.mkdirSync(path.join(dir, 'assets'));
    const script = 'export const planner = "Brain Dump, Today, Tomorrow";\n'.repeat(100);
    fs.writeFileSync(path.join(dir, 'assets', 'index-abc.js'), script);
    const results = precompressDirectory(dir);
    const br = fs.readFileSync(path.join(dir, 'assets', 'index-abc.js.br'));
    const gz = fs.readFileSync(path.join(dir, 'assets', 'index-abc.js.gz'));
    expect(zlib.brotliDecompressSync(br).toString()).toBe(script);
    expect(zlib.gunzipSync(gz).toString()).toBe(script);
    expect(results).toEqual([
      { file: path.join('assets', 'index-abc.js'), raw: script.length, brotli: br.length, gzip: gz.length },
    ]);
    expect(br.length).toBeLessThan(gz.length);
  });

  it('leaves small files, binary formats and files that would not shrink alone', () => {
    const dir = tempDir();
    fs.writeFileSync(path.join(dir, 'tiny.css'), 'a{}'.repeat(10));
    fs.writeFileSync(path.join(dir, 'sound.wav'), Buffer.alloc(MIN_BYTES * 4));
    // Random bytes do not compress: a copy would only be larger.
    fs.writeFileSync(path.join(dir, 'noise.txt'), crypto.getRandomValues(new Uint8Array(MIN_BYTES * 2)));
    expect(precompressDirectory(dir).map((r) => [r.file, r.brotli, r.gzip])).toEqual([
      ['noise.txt', undefined, undefined],
    ]);
    expect(fs.readdirSync(dir).sort()).toEqual(['noise.txt', 'sound.wav', 'tiny.css']);
  });

  it('runs after every other plugin has written its files, the service worker and manifest included', () => {
    // vite-plugin-pwa writes sw.js and the manifest in its own (unordered, sequential) closeBundle.
    expect(precompress().closeBundle).toMatchObject({ order: 'post', sequential: true });
  });
});
