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

/** Every screen (the import is a section of the account page). */
const SCREENS = [
  '/',
  '/tonight',
  '/cinema',
  '/cinema?zip=10001',
  '/film/harvest-of-stars-2026?zip=10001',
  '/television',
  '/television/sports',
  '/television/sports/nhl',
  '/mlb/147',
  '/nhl/10',
  '/mlb/game/2630274',
  '/nhl/game/2026021624',
  '/mlb/standings',
  '/nhl/standings',
  '/mlb/postseason',
  '/nhl/playoffs',
  '/search?q=new%20york',
  '/television/search',
  '/television/search?title=nightfall',
  '/television/show/49',
  '/user',
  '/user/new',
  '/user/login',
  '/forgot-password',
  '/reset-password?token=a-used-link',
];
/** The screens of an account, for a logged-in user only (a visitor is sent to the login). */
const ACCOUNT_SCREENS = ['/user/account', '/user/add-games', '/alerts', '/watchlist', '/up-next'];

/** What a theme changes is colours: the dark theme's scans run the colour rules (dark-theme.spec.ts has the same list). */
const COLOUR_RULES = ['color-contrast', 'link-in-text-block'];

/**
 * The page at 1280 px and then 384 px wide: everything axe checks in the light theme, the colour
 * rules in the dark one. Each failure names the width and theme it was found at.
 */
async function violationsEverywhere(page: Page): Promise<string[]> {
  const found: string[] = [];
  for (const width of [1280, 384]) {
    await page.setViewportSize({ width, height: 800 });
    for (const scheme of ['light', 'dark'] as const) {
      await page.emulateMedia({ colorScheme: scheme });
      const scan = scheme === 'light' ? await violationsOnceLoaded(page) : await axeViolations(page, COLOUR_RULES);
      found.push(...scan.map((line) => `${width} px, ${scheme}: ${line}`));
    }
  }
  return found;
}

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
  for (const route of SCREENS)
    test(`on ${route}, at both widths and in both themes`, async ({ page }) => {
      await page.goto(route);
      expect(await violationsEverywhere(page)).toEqual([]);
    });

  // With a followed team, a saved zip and show: stars on the tiles, Tonight and the account page
  // full. One test per page, so each scan has its own time limit.
  for (const route of [...SCREENS, ...ACCOUNT_SCREENS])
    test(`on ${route} for a logged-in user, at both widths and in both themes`, async ({ page, request }) => {
      const token = await createUser(request, uniqueEmail('axe'));
      for (const url of [
        '/v1/users/add-team?league=nhl&team=3',
        '/v1/users/add-zip?zip=10001',
        '/v1/users/add-show?show=3',
      ]) {
        expect((await postAsApp(request, url, { token })).status()).toBe(200);
      }
      await useToken(page, token);
      await page.goto(route);
      expect(await violationsEverywhere(page), route).toEqual([]);
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
