import os from 'node:os';
import { chromium, type Browser } from '@playwright/test';

/**
 * Debian's Chromium with exactly the flags the e2e suite uses (imported, so the two never drift).
 * The e2e config makes a temp folder for its server unless E2E_DATA_DIR is set; we do not start
 * its server, so point that at the temp root instead of leaving empty folders behind.
 */
export async function launchChromium(): Promise<Browser> {
  process.env.E2E_DATA_DIR ??= os.tmpdir();
  const { chromiumLaunchOptions } = await import('../../e2e/playwright.config');
  return chromium.launch({ ...chromiumLaunchOptions, headless: true });
}
