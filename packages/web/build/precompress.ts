import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import type { Plugin } from 'vite';

/** Text formats worth compressing; images, fonts and sounds are compressed already. */
const COMPRESSIBLE = /\.(?:m?js|css|html|svg|json|webmanifest|txt|xml|map)$/;
/** Below this a compressed copy saves less than its own headers cost. */
export const MIN_BYTES = 1024;

export interface Precompressed {
  file: string;
  raw: number;
  gzip: number | undefined;
  brotli: number | undefined;
}

/**
 * Writes `file.br` (brotli, maximum quality) and `file.gz` (gzip -9) beside every text asset, so
 * the server sends them as they are (@fastify/static `preCompressed`) instead of compressing the
 * same bytes on every request, or at a lower quality. A variant that is not smaller is not kept.
 */
export function precompressDirectory(dir: string): Precompressed[] {
  const results: Precompressed[] = [];
  for (const entry of fs.readdirSync(dir, { withFileTypes: true, recursive: true })) {
    if (!entry.isFile() || !COMPRESSIBLE.test(entry.name)) continue;
    const file = path.join(entry.parentPath, entry.name);
    const body = fs.readFileSync(file);
    if (body.length < MIN_BYTES) continue;
    const brotli = zlib.brotliCompressSync(body, {
      params: {
        [zlib.constants.BROTLI_PARAM_QUALITY]: zlib.constants.BROTLI_MAX_QUALITY,
        [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT,
        [zlib.constants.BROTLI_PARAM_SIZE_HINT]: body.length,
      },
    });
    const gzip = zlib.gzipSync(body, { level: zlib.constants.Z_BEST_COMPRESSION });
    results.push({
      file: path.relative(dir, file),
      raw: body.length,
      brotli: keepIfSmaller(`${file}.br`, brotli, body.length),
      gzip: keepIfSmaller(`${file}.gz`, gzip, body.length),
    });
  }
  return results;
}

function keepIfSmaller(target: string, compressed: Buffer, rawLength: number): number | undefined {
  if (compressed.length >= rawLength) return undefined;
  fs.writeFileSync(target, compressed);
  return compressed.length;
}

/**
 * Runs precompressDirectory over the build's output once every file, public ones included, is
 * written. Last and on its own (order 'post', sequential): the service worker plugin writes
 * sw.js, its Workbox runtime and the web manifest in its own closeBundle, and those must have
 * their copies too.
 */
export function precompress(): Plugin {
  let outDir = '';
  return {
    name: 'dayflow:precompress',
    apply: 'build',
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    closeBundle: {
      order: 'post',
      sequential: true,
      handler() {
        if (fs.existsSync(outDir)) precompressDirectory(outDir);
      },
    },
  };
}
