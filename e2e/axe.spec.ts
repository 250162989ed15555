import type { Page } from '@playwright/test';
import { ACCOUNT_SCREENS, visitorScreens } from '../scripts/screens.mjs';
import { axeViolations, createUser, expect, postAsApp, test, uniqueEmail, useToken } from './fixtures';

// 8:30 p.m. in New York on Saturday Nov. 21: live games, evening showings, TV on now.
test.use({ timezoneId: 'America/New_York', serverNow: '2026-11-22T01:30:00Z' });
// The longest file of the browser tests: its tests, each on a user of its own, are spread over
// the workers rather than all run in one while the others finish theirs (decision 0250).
test.describe.configure({ mode: 'parallel' });

/** Every screen a visitor sees, with the games of this evening: MLB's last final, an NHL game being played. */
const SCREENS = visitorScreens({ mlbGame: 2630274, nhlGame: 2026021624 });

/** Waits until the screen has its data: no loading dots left, monograms lettered. */
async function loaded(page: Page): Promise<void> {
  await expect(page.locator('h1')).toHaveCount(1);
  await expect(page.locator('.loading-dots, [aria-busy="true"]')).toHaveCount(0);
  // The monograms' letters come in a chunk of their own; their contrast is scanned here too.
  await expect(page.locator('.team-mono:empty')).toHaveCount(0);
}

/** Runs axe on the whole page once it has its data. */
async function violationsOnceLoaded(page: Page): Promise<string[]> {
  await loaded(page);
  return axeViolations(page);
}

/** The axe rules about colour: text against its ground, and links told from the text around them. */
const COLOUR_RULES = ['color-contrast', 'link-in-text-block'];

/** One scan of a page: at a width, in a theme, every rule unless `rules` names some. */
interface Scan {
  width: 1280 | 384;
  scheme: 'light' | 'dark';
  rules?: string[];
}

/*
 * A theme changes colours only (every colour is a light-dark() pair in styles.css's :root), and a
 * width changes layout only (no width's media query sets a colour: web/src/colours.test.ts). So a
 * visitor's screen is scanned whole at 1280 px in the dark theme and at 384 px in the light one,
 * and the same screen logged in the other way round: between the two, each screen's colours are
 * scanned in both themes at both widths and its layout (target size, reflow) at both widths, and
 * what only one of them shows (a followed team's stars, a visitor's hints) at both widths and in
 * both themes. The account's screens have no visitor's twin: each width whole in one theme and for
 * colours alone in the other (decision 0250).
 */
const VISITOR_SCANS: Scan[] = [
  { width: 1280, scheme: 'dark' },
  { width: 384, scheme: 'light' },
];
const LOGGED_IN_SCANS: Scan[] = [
  { width: 1280, scheme: 'light' },
  { width: 384, scheme: 'dark' },
];
const ACCOUNT_SCANS: Scan[] = [
  { width: 1280, scheme: 'light' },
  { width: 1280, scheme: 'dark', rules: COLOUR_RULES },
  { width: 384, scheme: 'dark' },
  { width: 384, scheme: 'light', rules: COLOUR_RULES },
];

const described = (scans: Scan[]) =>
  scans.map(({ width, scheme, rules }) => `${width} px ${scheme}${rules ? ' (colours)' : ''}`).join(', ');

/** The page's violations in each scan, all on one page load; each failure names the width and theme it was found at. */
async function violationsIn(page: Page, scans: Scan[]): Promise<string[]> {
  const found: string[] = [];
  for (const { width, scheme, rules } of scans) {
    await page.setViewportSize({ width, height: 800 });
    await page.emulateMedia({ colorScheme: scheme });
    await loaded(page);
    const scan = await axeViolations(page, rules);
    found.push(...scan.map((line) => `${width} px, ${scheme}: ${line}`));
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
    test(`on ${route}, ${described(VISITOR_SCANS)}`, async ({ page }) => {
      await page.goto(route);
      expect(await violationsIn(page, VISITOR_SCANS)).toEqual([]);
    });

  // With a followed team, a saved zip and show: stars on the tiles, Tonight and the account page
  // full. One test per page, so each scan has its own time limit.
  for (const route of [...SCREENS, ...ACCOUNT_SCREENS]) {
    const scans = ACCOUNT_SCREENS.includes(route) ? ACCOUNT_SCANS : LOGGED_IN_SCANS;
    test(`on ${route} for a logged-in user, ${described(scans)}`, async ({ page, request }) => {
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
      expect(await violationsIn(page, scans), route).toEqual([]);
    });
  }

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
