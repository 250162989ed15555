import { defineConfig } from '@playwright/test';
import { chromiumPath, headlessShellPath } from './scripts/ensure-browser.mjs';

const BROWSER_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--disable-dev-shm-usage',
];

/** Files whose pages need the whole browser: notifications (the headless shell shows none). */
const WHOLE_BROWSER_FILES = ['alerts.spec.ts'];

/**
 * Browser tests drive Debian's Chromium headless shell, or its whole Chromium where a file needs
 * it (never a downloaded browser), against the real server, offline, with fixed server and
 * browser clocks. One server per clock for the whole run, shared by the workers
 * (e2e/global-setup.ts). The headless shell ran them in 11.0 min where the whole browser took
 * 17.8, alone on a two-core machine (decision 0280).
 */
export default defineConfig({
  testDir: 'e2e',
  globalSetup: './e2e/global-setup.ts',
  fullyParallel: false,
  // Three workers took 170 s where two took 184 s on the machine of decision 0110; on the slower
  // one of 0280 the browsers keep both cores busy either way, and a test's limit allows for it.
  workers: 3,
  retries: 0,
  // `npm test` runs the type checks and lint beside these: a page that takes 7 s to show on a busy
  // two-core machine is slow, not wrong; a wrong one still fails, later.
  timeout: 60_000,
  expect: { timeout: 15_000 },
  reporter: [['list']],
  outputDir: 'test-results',
  use: {
    browserName: 'chromium',
    locale: 'en-US',
    timezoneId: 'America/New_York',
    viewport: { width: 1280, height: 800 },
    // page.route does not see what a service worker fetches: only e2e/offline.spec.ts lets it run.
    serviceWorkers: 'block',
    trace: 'off',
    screenshot: 'only-on-failure',
    launchOptions: { executablePath: headlessShellPath, args: BROWSER_ARGS },
  },
  projects: [
    { name: 'headless shell', testIgnore: WHOLE_BROWSER_FILES },
    {
      name: 'whole browser',
      testMatch: WHOLE_BROWSER_FILES,
      use: { launchOptions: { executablePath: chromiumPath, args: BROWSER_ARGS } },
    },
  ],
});
