import type { Page } from '@playwright/test';
import { DEFAULT_NOW, expect, hydrationComplaints, test } from './fixtures';

/** The main public pages, each with a piece of content its first HTML holds. */
const PAGES: { url: string; content: string | RegExp }[] = [
  { url: '/', content: 'Colorado Avalanche' },
  { url: '/cinema?zip=10001', content: 'New York Bijou' },
  { url: '/television', content: 'Movies on TV' },
  { url: '/mlb/147', content: 'Upcoming games' },
  { url: '/nhl/game/2026021625', content: 'Pittsburgh Penguins' },
  { url: '/television/show/82', content: 'Grill Masters' },
  { url: '/search?q=Rangers', content: 'Texas Rangers' },
  { url: '/tonight', content: 'Prime time on TV' },
  { url: '/film/harvest-of-stars-2026?zip=10001', content: 'Marquee New York 7' },
  { url: '/nhl/3', content: 'New York Rangers' },
  { url: '/mlb/game/2629974', content: 'Miami Marlins' },
  { url: '/television/sports', content: 'Sports on TV' },
];

/** What the console said while a page loaded and hydrated, and the /v1 data requests it made. */
async function visit(page: Page, url: string) {
  const complaints: string[] = [];
  const dataRequests: string[] = [];
  page.on('console', (message) => {
    // The browser tests block service workers (playwright.config.ts): the refusal is theirs, not the page's.
    if (/Service Worker registration blocked/.test(message.text())) return;
    if (message.type() === 'error' || message.type() === 'warning') complaints.push(message.text());
  });
  page.on('pageerror', (error) => complaints.push(error.message));
  page.on('request', (request) => {
    const { pathname } = new URL(request.url());
    if (pathname.startsWith('/v1/') && !/^\/v1\/(tv-)?images\//.test(pathname)) dataRequests.push(pathname);
  });
  await page.goto(url);
  // Hydrated: the screen's code has come and React has attached (the live region is React's).
  await page.waitForLoadState('networkidle');
  await page.waitForFunction(() => {
    const root = document.getElementById('root');
    return root !== null && Object.keys(root).some((key) => key.startsWith('__reactContainer'));
  });
  return { complaints, dataRequests };
}

for (const timezoneId of ['America/New_York', 'America/Los_Angeles']) {
  test.describe(`server-rendered pages hydrate in ${timezoneId}`, () => {
    test.use({ timezoneId });
    for (const { url, content } of PAGES)
      test(`${url}: no hydration warning, no request for the data it came with`, async ({ page }) => {
        const { complaints, dataRequests } = await visit(page, url);
        await expect(page.locator('main')).toContainText(content);
        expect(complaints).toEqual([]);
        // In the guide's zone nothing is asked again; elsewhere only what the viewer's own day needs
        // (the TV day starts at the viewer's midnight), after hydration.
        if (timezoneId === 'America/New_York') expect(dataRequests).toEqual([]);
        else for (const path of dataRequests) expect(path).toMatch(/^\/v1\/tv-(movies|sports)$/);
      });
  });
}

/** Pages drawn with a read that failed on the server, each with the sentence it shows for it. */
const FAILED_READS: { url: string; content: string }[] = [
  { url: '/film/no-such-film-1999?zip=10001', content: 'Film not found' },
  { url: '/mlb/999999', content: 'Team not found' },
  { url: '/cinema?zip=10001&date=2099-01-01', content: 'Listings go at most 365 days ahead' },
];

test.describe('a page drawn with a read that failed', () => {
  for (const { url, content } of FAILED_READS)
    test(`${url}: hydrates as drawn, its failed read not asked again`, async ({ page }) => {
      const { complaints, dataRequests } = await visit(page, url);
      await expect(page.locator('main')).toContainText(content);
      // The page's own status (404 or 400) is the only complaint.
      expect(complaints.filter((text) => !/^Failed to load resource: .* 40\d/.test(text))).toEqual([]);
      expect(dataRequests).toEqual([]);
    });
});

test('the suite hears a hydration mismatch: a page whose HTML is not what the app draws', async ({
  browser,
  baseURL,
}) => {
  // A page of its own: the test's page fixture would fail this test for the mismatch it makes.
  const page = await browser.newPage({ baseURL, serviceWorkers: 'block' });
  try {
    const complaints = hydrationComplaints(page);
    await page.route('**/nhl/3', async (route) => {
      const served = await route.fetch();
      const html = (await served.text()).replace('New York Rangers</h1>', 'New York Strangers</h1>');
      await route.fulfill({ response: served, body: html });
    });
    await page.goto('/nhl/3');
    await expect.poll(() => complaints.length).toBeGreaterThan(0);
    // React drew the page again from its own render.
    await expect(page.getByRole('heading', { level: 1 })).not.toContainText('Strangers');
    expect(complaints.join('\n')).toMatch(/#418|hydrat/i);
  } finally {
    await page.close();
  }
});

test.describe('a page kept for four minutes', () => {
  // The server drew it at its clock; the browser opens it four minutes later.
  test.use({ browserNow: new Date(Date.parse(DEFAULT_NOW) + 4 * 60_000).toISOString() });
  for (const url of ['/television', '/', '/nhl/game/2026021625'])
    test(`${url} hydrates without a warning and shows the viewer’s times after`, async ({ page }) => {
      const { complaints } = await visit(page, url);
      expect(complaints).toEqual([]);
      await expect(page.locator('main time').first()).toBeVisible();
    });

  test('the scores stay “as of” the time they were drawn, not the time the page is read', async ({ page }) => {
    await visit(page, '/');
    const asOf = page.locator('.games-asof').first();
    await expect(asOf).toHaveText('Scores as of 12:00 PM');
    await expect(asOf.locator('time')).toHaveAttribute('datetime', new Date(DEFAULT_NOW).toISOString());
  });
});

test.describe('in Los Angeles, times move to the viewer’s zone after hydration', () => {
  test.use({ timezoneId: 'America/Los_Angeles' });
  test('the scoreboard first shows New York times in the HTML, then Los Angeles ones', async ({ page, request }) => {
    const html = await (await request.get('/nhl/game/2026021625')).text();
    // 21:30 UTC is 4:30 PM in New York (the guide's zone) and 1:30 PM in Los Angeles.
    expect(html).toContain('4:30 PM');
    await visit(page, '/nhl/game/2026021625');
    await expect(page.locator('main')).toContainText('1:30 PM');
    await expect(page.locator('main')).not.toContainText('4:30 PM');
  });
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the landing page reads fully and its links lead to pages that read fully', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('heading', { name: 'NHL' })).toBeVisible();
    await expect(page.locator('main')).toContainText('Colorado Avalanche');
    await page.getByRole('button', { name: 'Next NHL day' }).click();
    await expect(page).toHaveURL(/\?nhl=2026-11-22$/);
    await expect(page.locator('.day-title').first()).toHaveText('Sunday Nov. 22');
    await page
      .getByRole('link', { name: /^Details of / })
      .first()
      .click();
    await expect(page).toHaveURL(/\/nhl\/game\/\d+$/);
    await expect(page.getByRole('heading', { level: 1 })).toContainText(' at ');
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'On TV' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Movies on TV' })).toBeVisible();
    await expect(page.locator('main time').first()).toBeVisible();
  });

  test('the TV day switcher is a pair of links to the days before and after', async ({ page }) => {
    await page.goto('/television/sports');
    await page.getByRole('button', { name: 'Next day' }).click();
    await expect(page).toHaveURL(/\/television\/sports\?date=2026-11-22$/);
    await expect(page.locator('main time').first()).toHaveAttribute('datetime', /^2026-11-2[23]T/);
  });

  test('the header search is a GET form to the results page', async ({ page }) => {
    await page.goto('/television');
    const search = page.getByRole('searchbox', { name: 'Search teams, shows and films' });
    await search.fill('Rangers');
    await search.press('Enter');
    await expect(page).toHaveURL(/\/search\?q=Rangers/);
    await expect(page.getByRole('link', { name: 'Texas Rangers' })).toBeVisible();
  });

  test('the cinema zip form is a GET form to the listings near that zip', async ({ page }) => {
    await page.goto('/cinema');
    await page.getByLabel('Zip code').fill('10001');
    await page.getByRole('button', { name: 'Get movies' }).click();
    await expect(page).toHaveURL(/\/cinema\?zip=10001/);
    await expect(page.locator('main')).toContainText('New York Bijou');
    await page.getByRole('button', { name: 'Next day' }).click();
    await expect(page).toHaveURL(/\/cinema\?zip=10001&date=2026-11-22$/);
    await expect(page.locator('.theatre-times time').first()).toHaveAttribute('datetime', /^2026-11-22T/);
  });
});
