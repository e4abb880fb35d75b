import zlib from 'node:zlib';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import compress from '@fastify/compress';

/** Smaller answers gain less than the compression costs; a typical single task is ~250 bytes. */
export const COMPRESS_THRESHOLD_BYTES = 1024;

/**
 * Compresses answers made per request (task lists, the page of a client route) on the fly.
 * Built assets are not compressed here: the build ships .br and .gz copies at maximum quality,
 * which the static plugin sends as they are (a reply that already has a Content-Encoding is
 * left alone by this plugin). Brotli runs at quality 4: close to gzip's CPU cost with smaller
 * output; 11 would cost tens of milliseconds per list (bench/RESULTS.md, "Compression").
 *
 * Request bodies are never inflated: a few KB of gzip could otherwise expand past the body
 * limit into the JSON parser.
 */
export const compressionPlugin = fp(
  async (app: FastifyInstance) => {
    await app.register(compress, {
      global: true,
      globalDecompression: false,
      threshold: COMPRESS_THRESHOLD_BYTES,
      encodings: ['br', 'gzip'],
      brotliOptions: {
        params: {
          [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT,
          [zlib.constants.BROTLI_PARAM_QUALITY]: 4,
        },
      },
      zlibOptions: { level: 6 },
    });
  },
  { name: 'compression' },
);
