import { chromium, type Page } from '@playwright/test';
import { chromiumPath } from '../scripts/ensure-browser.mjs';
import { axeViolations, createUser, expect, postAsApp, test, uniqueEmail } from './fixtures';

// The service worker at work: installing, reading offline, and forgetting on logout
// (docs/decisions/0125). The other browser tests block service workers.
test.use({ serviceWorkers: 'allow' });

const OFFLINE_MARK = /^Offline — as of (\w+ \w+\.? \d+, )?\d{1,2}:\d{2} [AP]M$/;
const NEVER_OPENED = 'This page has not been opened on this device before';

/** Waits for the service worker to control the page. */
async function controlled(page: Page): Promise<void> {
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null, undefined, { timeout: 15_000 });
}

/** The paths (with their query) of what the cache `name` keeps. */
function kept(page: Page, name: string): Promise<string[]> {
  return page.evaluate(async (cacheName) => {
    if (!(await caches.has(cacheName))) return [];
    const requests = await (await caches.open(cacheName)).keys();
    return requests.map((request) => {
      const url = new URL(request.url);
      return url.pathname + url.search;
    });
  }, name);
}

/** Every address kept for reading offline, whatever the cache. */
async function everythingKept(page: Page): Promise<string[]> {
  const names = await page.evaluate(() => caches.keys());
  const all = await Promise.all(names.filter((n) => n.startsWith('kept-')).map((n) => kept(page, n)));
  return all.flat();
}

const offlineMark = (page: Page) => page.locator('.offline-mark');

test.describe('installable and readable offline', () => {
  test('Chromium finds nothing against installing the app', async ({ baseURL }, testInfo) => {
    // A profile of its own: Chromium installs nothing from an incognito context, which a test's context is.
    const context = await chromium.launchPersistentContext(testInfo.outputPath('profile'), {
      executablePath: chromiumPath,
      args: ['--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage', '--no-first-run'],
      baseURL,
    });
    try {
      const page = context.pages()[0] ?? (await context.newPage());
      await page.goto('/');
      await controlled(page);
      const cdp = await context.newCDPSession(page);
      const manifest = await cdp.send('Page.getAppManifest');
      expect(manifest.url).toMatch(/\/manifest\.webmanifest$/);
      expect(manifest.errors).toEqual([]);
      const { installabilityErrors } = await cdp.send('Page.getInstallabilityErrors');
      expect(installabilityErrors).toEqual([]);
    } finally {
      await context.close();
    }
  });

  test('after one visit, the pages opened read offline with the time of their copy; others say so', async ({
    page,
    context,
  }) => {
    await page.goto('/');
    const nhl = page.getByRole('region', { name: 'NHL' });
    await expect(nhl.locator('.game-tile').first()).toBeVisible();
    await controlled(page);
    // The first visit came before the worker: the page has it keep the page (its data comes in it).
    await expect.poll(() => kept(page, 'kept-pages')).toContain('/');
    await expect(offlineMark(page)).toHaveCount(0);

    // A team page opened by address, and another reached within the app.
    await page.goto('/nhl/6');
    await expect(page.getByRole('heading', { level: 1, name: 'Boston Bruins' })).toBeVisible();
    await page
      .getByRole('region', { name: 'Standings Atlantic' })
      .getByRole('link', { name: 'Toronto Maple Leafs' })
      .click();
    await expect(page.getByRole('heading', { level: 1, name: 'Toronto Maple Leafs' })).toBeVisible();
    await expect.poll(() => kept(page, 'kept-pages')).toEqual(expect.arrayContaining(['/nhl/6', '/nhl/10']));

    await context.setOffline(true);
    await page.goto('/');
    await expect(offlineMark(page)).toHaveText(OFFLINE_MARK);
    await expect(nhl.locator('.game-tile').first()).toBeVisible();

    await page.goto('/nhl/10');
    await expect(page.getByRole('heading', { level: 1, name: 'Toronto Maple Leafs' })).toBeVisible();
    await expect(page.getByRole('region', { name: 'Upcoming games' }).locator('.game-tile').first()).toBeVisible();
    await expect(offlineMark(page)).toHaveText(OFFLINE_MARK);
    expect(await axeViolations(page)).toEqual([]);
    // A link followed while offline: the other team's page, as kept.
    await page.getByRole('region', { name: 'Standings Atlantic' }).getByRole('link', { name: 'Boston Bruins' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Boston Bruins' })).toBeVisible();
    await expect(offlineMark(page)).toHaveText(OFFLINE_MARK);

    await page.goto('/television/show/1');
    await expect(page.getByRole('heading', { level: 1, name: 'You are offline' })).toBeVisible();
    await expect(page.getByText(NEVER_OPENED)).toBeVisible();
    expect(await axeViolations(page)).toEqual([]);

    // Back online, a kept page is the network's again, unmarked.
    await context.setOffline(false);
    await page.goto('/nhl/10');
    await expect(page.getByRole('heading', { level: 1, name: 'Toronto Maple Leafs' })).toBeVisible();
    await expect(offlineMark(page)).toHaveCount(0);
  });

  test("nothing of the viewer's own is kept, and logging out forgets what was", async ({ page, context, request }) => {
    const token = await createUser(request, uniqueEmail('offline'));
    expect((await postAsApp(request, '/v1/users/add-zip?zip=10001', { token })).status()).toBe(200);

    await page.goto('/');
    await page.evaluate((t) => localStorage.setItem('token', t), token);
    await controlled(page);
    await page.goto('/user/account');
    await expect(page.getByText('10001').first()).toBeVisible();
    await page.goto('/cinema?zip=10001');
    await expect(page.locator('.movie-tile, .film-tile, .tile').first()).toBeVisible();
    await expect.poll(() => kept(page, 'kept-pages')).toContain('/cinema?zip=10001');

    const keptNow = await everythingKept(page);
    expect(keptNow.filter((u) => /^\/v1\/(users?|calendar|admin)\b|^\/user\b/.test(u))).toEqual([]);
    // Every kept answer was public: none says private or no-store.
    const privateKept = await page.evaluate(async () => {
      const found: string[] = [];
      for (const name of (await caches.keys()).filter((n) => n.startsWith('kept-'))) {
        const cache = await caches.open(name);
        for (const request of await cache.keys()) {
          const cacheControl = (await cache.match(request))?.headers.get('cache-control') ?? '';
          if (/private|no-store/.test(cacheControl)) found.push(request.url);
        }
      }
      return found;
    });
    expect(privateKept).toEqual([]);

    await page.goto('/user/logout');
    await expect(page.getByText('You are logged out.')).toBeVisible();
    expect(await everythingKept(page)).toEqual([]);

    // A page not opened on this device (one opened may still be in the browser's own cache: it is public).
    await context.setOffline(true);
    await page.goto('/television/sports');
    await expect(page.getByText(NEVER_OPENED)).toBeVisible();
  });
});
