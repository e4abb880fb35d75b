import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { defineConfig, devices } from '@playwright/test';

// One server for the whole run, on its own fresh database. The config is evaluated again in each
// worker; the env var set here is inherited by them, so they all agree on the same folder.
process.env.E2E_DATA_DIR ??= fs.mkdtempSync(path.join(os.tmpdir(), 'dayflow-e2e-'));
const port = Number(process.env.E2E_PORT ?? 3100);
export const baseURL = `http://localhost:${port}`;
/**
 * A loopback calendar the calendars spec serves; the server may fetch it only because
 * CALENDAR_FETCH_ALLOW_HOSTS names it, as an operator names a calendar host of their network.
 */
export const calendarPort = Number(process.env.E2E_CALENDAR_PORT ?? port + 1000);

/**
 * Every window of a full Chromium preloads its omnibox popups as WebUI pages, each in a renderer of
 * its own; with a window per test that was a fifth of the suite's CPU, for a bar no test uses.
 */
export const OMNIBOX_POPUP_FEATURES = ['WebUIOmniboxPopup', 'WebUIOmniboxAimPopup'];
/**
 * Chromium obeys only the last `--disable-features` it is given, and Playwright passes its own
 * first, so ours repeats Playwright's list (browser-flags.spec.ts fails if an entry goes missing).
 */
const PLAYWRIGHT_DISABLED_FEATURES = [
  'AvoidUnnecessaryBeforeUnloadCheckSync',
  'DestroyProfileOnBrowserClose',
  'HttpsUpgrades',
  'HttpsFirstBalancedModeAutoEnable',
  'LensOverlay',
  'MediaRouter',
  'PaintHolding',
  'ThirdPartyStoragePartitioning',
  'AvoidCorsURLLoaderRestartOnRedirect',
  'TcpPortRandomizationWin',
  'OptimizationHints',
  'NetworkTimeServiceQuerying',
  'AimEnabled',
  'PreconnectToSearch',
  'msForceBrowserSignIn',
  'msEdgeUpdateLaunchServicesPreferredVersion',
];

export const chromiumLaunchOptions = {
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-quic',
    '--no-first-run',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
    `--disable-features=${[...PLAYWRIGHT_DISABLED_FEATURES, ...OMNIBOX_POPUP_FEATURES].join(',')}`,
  ],
};

export default defineConfig({
  testDir: '.',
  testMatch: '**/*.spec.ts',
  outputDir: './.artifacts/results',
  fullyParallel: true,
  workers: process.env.CI ? 2 : 2,
  retries: process.env.CI ? 1 : 0,
  timeout: 30_000,
  expect: { timeout: 5_000 },
  reporter: [['list'], ['./support/failure-recap-reporter.ts']],
  use: {
    baseURL,
    // Recording a trace screencasts every page and snapshots its DOM on each action: it made the
    // whole suite a fifth slower on two cores. A failed test is run again (CI retries once) and
    // that retry is traced; locally, add `--trace retain-on-failure` to trace the first run.
    trace: 'on-first-retry',
    screenshot: 'only-on-failure',
    launchOptions: chromiumLaunchOptions,
  },
  projects: [{ name: 'desktop', use: { ...devices['Desktop Chrome'], viewport: { width: 1280, height: 800 } } }],
  webServer: {
    // What ships: the compiled server (`npm run build` makes it too). Compiling it again here takes
    // under a second and keeps a run on current sources when only the web app was rebuilt.
    command: 'node ../packages/server/build.mjs && node --enable-source-maps ../packages/server/dist/main.js',
    cwd: path.dirname(new URL(import.meta.url).pathname),
    url: `${baseURL}/healthz`,
    reuseExistingServer: false,
    timeout: 60_000,
    stdout: 'ignore',
    stderr: 'pipe',
    env: {
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: process.env.E2E_DATA_DIR,
      LOG_LEVEL: 'warn',
      NODE_ENV: 'production',
      CALENDAR_FETCH_ALLOW_HOSTS: `127.0.0.1:${calendarPort}`,
      ...(process.env.E2E_DATABASE_URL ? { DATABASE_URL: process.env.E2E_DATABASE_URL } : {}),
      // A build elsewhere than packages/web/dist (parallel local runs each build their own).
      ...(process.env.WEB_DIST ? { WEB_DIST: process.env.WEB_DIST } : {}),
    },
  },
});
