import { defineConfig } from '@playwright/test';
import { chromiumPath } from './scripts/ensure-browser.mjs';

/**
 * Browser tests drive Debian's Chromium (never a downloaded browser) against the real
 * server, offline, with fixed server and browser clocks. One server per clock for the whole run,
 * shared by the workers (e2e/global-setup.ts).
 */
export default defineConfig({
  testDir: 'e2e',
  globalSetup: './e2e/global-setup.ts',
  fullyParallel: false,
  // The browser tests keep neither core busy (125 s of CPU in 170–185 s): three workers took 170 s
  // where two took 184 s, side by side on this machine (decision 0110).
  workers: 3,
  retries: 0,
  // `npm test` runs the three stages side by side on two cores (load about 20): a page that takes
  // 7 s to show under that load is slow, not wrong; a wrong one still fails, later.
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
    launchOptions: {
      executablePath: chromiumPath,
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--disable-dev-shm-usage',
      ],
    },
  },
});
