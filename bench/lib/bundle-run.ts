import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { launchChromium } from './browser';
import { BUNDLE_BUDGETS } from './budgets';
import { createDatabase } from './database';
import { measurePageBytes, signUpInContext, type PageBytes } from './page-bytes';
import { startServer } from './server';
import { buildWeb } from './web-build';

export interface BundleRun {
  outDir: string;
  buildMs: number;
  pages: (PageBytes & { maxJsGzip: number; maxFirstPaintJsGzip?: number })[];
}

/** Builds the app into a temp folder, serves it from a real server and cold-loads each budgeted page. */
export async function runBundleMeasurement(
  outDir = fs.mkdtempSync(path.join(os.tmpdir(), 'dist-bench-')),
): Promise<BundleRun> {
  const { ms: buildMs } = buildWeb(outDir);
  const db = await createDatabase('sqlite');
  const server = await startServer({ db, webDist: outDir });
  const browser = await launchChromium();
  try {
    const pages: BundleRun['pages'] = [];
    for (const budget of BUNDLE_BUDGETS) {
      const measured = await measurePageBytes(browser, server.url, budget.page, {
        prepare: budget.signedIn ? signUpInContext : undefined,
        expectPath: budget.page,
      });
      if (budget.maxFirstPaintJsGzip !== undefined && !measured.marked)
        throw new Error(`${budget.page} set no first-paint mark: its first paint's JS cannot be told apart`);
      pages.push({ ...measured, maxJsGzip: budget.maxJsGzip, maxFirstPaintJsGzip: budget.maxFirstPaintJsGzip });
    }
    return { outDir, buildMs, pages };
  } finally {
    await browser.close();
    await server.stop();
    await db.drop();
  }
}
