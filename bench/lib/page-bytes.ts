import zlib from 'node:zlib';
import type { Browser, Page } from '@playwright/test';

export interface Download {
  url: string;
  path: string;
  kind: 'js' | 'css' | 'html' | 'other';
  /** Bytes of the body as served (the server does not compress; see contentEncoding). */
  raw: number;
  /** The body gzipped by us with zlib level 9 — what a compressing proxy would send. */
  gzip: number;
  contentEncoding: string | null;
  /** Requested after the page marked its first paint (PAINTED_MARK): not on the first render's path. */
  afterPaint: boolean;
}

/**
 * The mark the planner sets once it has painted and asks for the code it defers (the drag
 * library): packages/web/src/planner/drag/drag-root.tsx, PLANNER_PAINTED_MARK.
 */
export const PAINTED_MARK = 'dayflow:planner-painted';

export interface PageBytes {
  page: string;
  downloads: Download[];
  js: Sum;
  css: Sum;
  /** JS requested before the page's first-paint mark; all of it when the page sets none. */
  firstPaintJs: Sum;
  /** Whether the page set the mark. */
  marked: boolean;
}

interface Sum {
  raw: number;
  gzip: number;
  files: number;
}

function kindOf(contentType: string, url: string): Download['kind'] {
  if (contentType.includes('javascript') || /\.m?js(\?|$)/.test(url)) return 'js';
  if (contentType.includes('text/css') || /\.css(\?|$)/.test(url)) return 'css';
  if (contentType.includes('text/html')) return 'html';
  return 'other';
}

/** Resolves once no request has been in flight for `quietMs` (WebSockets do not count). */
export async function waitForNetworkQuiet(page: Page, quietMs = 750, timeoutMs = 15_000): Promise<void> {
  let inFlight = 0;
  let lastChange = Date.now();
  const up = () => {
    inFlight++;
    lastChange = Date.now();
  };
  const down = () => {
    inFlight = Math.max(0, inFlight - 1);
    lastChange = Date.now();
  };
  page.on('request', up);
  page.on('requestfinished', down);
  page.on('requestfailed', down);
  const deadline = Date.now() + timeoutMs;
  try {
    while (Date.now() < deadline) {
      if (inFlight === 0 && Date.now() - lastChange >= quietMs) return;
      await new Promise((r) => setTimeout(r, 50));
    }
    throw new Error(`network did not go quiet within ${timeoutMs} ms`);
  } finally {
    page.off('request', up);
    page.off('requestfinished', down);
    page.off('requestfailed', down);
  }
}

/**
 * A cold load (fresh browser context: empty cache, no service worker) of one path, counting
 * every JavaScript and CSS response Chromium receives until the network goes quiet — lazy
 * route chunks included. `prepare` may sign the context in first (through the API).
 */
export async function measurePageBytes(
  browser: Browser,
  baseUrl: string,
  pathname: string,
  options: {
    prepare?: (request: import('@playwright/test').APIRequestContext) => Promise<void>;
    expectPath?: string;
  } = {},
): Promise<PageBytes> {
  const context = await browser.newContext({ baseURL: baseUrl });
  try {
    if (options.prepare) await options.prepare(context.request);
    const page = await context.newPage();
    const pending: Promise<Download | undefined>[] = [];
    page.on('response', (response) => {
      pending.push(
        (async () => {
          const request = response.request();
          if (request.method() !== 'GET' || response.status() !== 200) return undefined;
          const headers = await response.allHeaders();
          const url = response.url();
          const kind = kindOf(headers['content-type'] ?? '', url);
          if (kind === 'other' && !url.startsWith(baseUrl)) return undefined;
          const body = await response.body().catch(() => undefined);
          if (!body) return undefined;
          return {
            url,
            afterPaint: false,
            path: new URL(url).pathname,
            kind,
            raw: body.length,
            gzip: zlib.gzipSync(body, { level: 9 }).length,
            contentEncoding: headers['content-encoding'] ?? null,
          };
        })(),
      );
    });
    await page.goto(pathname, { waitUntil: 'load' });
    await waitForNetworkQuiet(page);
    const finalPath = new URL(page.url()).pathname;
    const expected = options.expectPath ?? pathname;
    if (finalPath !== expected) throw new Error(`${pathname} ended on ${finalPath}, expected ${expected}`);
    const downloads = (await Promise.all(pending)).filter((d): d is Download => d !== undefined);
    const timing = await page.evaluate((mark) => {
      const painted = performance.getEntriesByName(mark)[0]?.startTime ?? null;
      const started = performance.getEntriesByType('resource').map((entry) => [entry.name, entry.startTime] as const);
      return { painted, started };
    }, PAINTED_MARK);
    const startedAt = new Map(timing.started);
    for (const d of downloads)
      d.afterPaint = timing.painted !== null && (startedAt.get(d.url) ?? -Infinity) >= timing.painted;
    const sum = (files: Download[]): Sum => ({
      raw: files.reduce((s, d) => s + d.raw, 0),
      gzip: files.reduce((s, d) => s + d.gzip, 0),
      files: files.length,
    });
    const js = downloads.filter((d) => d.kind === 'js');
    return {
      page: pathname,
      downloads,
      js: sum(js),
      css: sum(downloads.filter((d) => d.kind === 'css')),
      firstPaintJs: sum(js.filter((d) => !d.afterPaint)),
      marked: timing.painted !== null,
    };
  } finally {
    await context.close();
  }
}

/** Signs a fresh account up through the real API; the cookie lands in the context. */
export async function signUpInContext(request: import('@playwright/test').APIRequestContext): Promise<void> {
  const email = `bench-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 8)}@example.test`;
  const response = await request.post('/api/auth/sign-up/email', {
    data: { email, password: 'correct horse battery', name: 'Bench Bundle' },
  });
  if (!response.ok()) throw new Error(`sign-up failed: ${response.status()} ${await response.text()}`);
}
