import type { Page } from '@playwright/test';
import { axeViolations, createUser, expect, postAsApp, test, uniqueEmail, useToken } from './fixtures';

// 8:30 p.m. in New York on Saturday Nov. 21: live games, evening showings, TV on now.
test.use({ timezoneId: 'America/New_York', serverNow: '2026-11-22T01:30:00Z' });

/** Waits until the screen has its data (no loading dots left, monograms lettered), then runs axe on the whole page. */
async function violationsOnceLoaded(page: Page): Promise<string[]> {
  await expect(page.locator('h1')).toHaveCount(1);
  await expect(page.locator('.loading-dots, [aria-busy="true"]')).toHaveCount(0);
  // The monograms' letters come in a chunk of their own; their contrast is scanned here too (dark-theme.spec.ts).
  await expect(page.locator('.team-mono:empty')).toHaveCount(0);
  return axeViolations(page);
}

const PUBLIC_ROUTES = [
  '/',
  '/cinema',
  '/cinema?zip=10001',
  '/film/harvest-of-stars-2026?zip=10001',
  '/mlb/147',
  '/mlb/standings',
  '/nhl/standings',
  '/nhl/game/2026021624',
  '/nhl/10',
  '/search?q=new%20york',
  '/television',
  '/television/sports',
  '/television/sports/nhl',
  '/television/search',
  '/television/search?title=nightfall',
  '/television/show/49',
  '/user',
  '/user/new',
  '/user/login',
  '/tonight',
];

/** The newer screens are scanned in the dark theme too (the colour rules of both themes run in dark-theme.spec.ts). */
const BOTH_THEMES = new Set([
  '/mlb/standings',
  '/nhl/standings',
  '/film/harvest-of-stars-2026?zip=10001',
  '/up-next',
  '/watchlist',
  '/user/account',
]);
const themesOf = (route: string) => (BOTH_THEMES.has(route) ? (['light', 'dark'] as const) : (['light'] as const));
const themed = (route: string, scheme: 'light' | 'dark') => (scheme === 'dark' ? `${route} in the dark theme` : route);

test('the scan finds what is wrong: an image without a text and a button without a name put into the page', async ({
  page,
}) => {
  await page.goto('/user/login');
  await expect(page.locator('h1')).toHaveCount(1);
  await page
    .locator('main')
    .evaluate((main) => main.insertAdjacentHTML('beforeend', '<img src="/favicon.ico"><button></button>'));
  const violations = await axeViolations(page);
  expect(violations.map((line) => line.split(' ')[0])).toEqual(expect.arrayContaining(['image-alt', 'button-name']));
});

test.describe('axe finds nothing', () => {
  for (const route of PUBLIC_ROUTES)
    for (const scheme of themesOf(route))
      test(`on ${themed(route, scheme)}`, async ({ page }) => {
        await page.emulateMedia({ colorScheme: scheme });
        await page.goto(route);
        expect(await violationsOnceLoaded(page)).toEqual([]);
      });

  // With a followed team, a saved zip and show: stars on the tiles, Tonight and the account page
  // full. One test per page, so each scan has its own time limit.
  for (const route of [
    '/',
    '/tonight',
    '/mlb/147',
    '/user/account',
    '/user/add-games',
    '/television/show/49',
    '/up-next',
    '/watchlist',
    '/film/harvest-of-stars-2026?zip=10001',
  ])
    for (const scheme of themesOf(route))
      test(`on ${themed(route, scheme)} for a logged-in user`, async ({ page, request }) => {
        const token = await createUser(request, uniqueEmail('axe'));
        for (const url of [
          '/v1/users/add-team?league=nhl&team=3',
          '/v1/users/add-zip?zip=10001',
          '/v1/users/add-show?show=3',
        ]) {
          expect((await postAsApp(request, url, { token })).status()).toBe(200);
        }
        await useToken(page, token);
        await page.emulateMedia({ colorScheme: scheme });
        await page.goto(route);
        expect(await violationsOnceLoaded(page), route).toEqual([]);
      });

  test('with a film and a TV tile opened, and on a phone', async ({ page }) => {
    await page.goto('/cinema?zip=10001');
    await page
      .getByRole('button', { name: /^Details of / })
      .first()
      .click();
    expect(await violationsOnceLoaded(page)).toEqual([]);
    await page.setViewportSize({ width: 384, height: 800 });
    await page.goto('/television');
    await page.locator('.now-next .airing-button').first().click();
    await expect(page.getByRole('dialog')).toBeVisible();
    expect(await violationsOnceLoaded(page)).toEqual([]);
  });
});
