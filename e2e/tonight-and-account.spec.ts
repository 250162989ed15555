import type { Page } from '@playwright/test';
import { createUser, expect, postAsApp, test, uniqueEmail, useToken } from './fixtures';

// Saturday Nov. 21, 2026, 7:30 PM in New York. The Ember Crown (show 97) airs S15 E4 at 9 PM tonight.
test.use({ timezoneId: 'America/New_York', serverNow: '2026-11-22T00:30:00Z' });
const EMBER_CROWN = 97;

test.describe('tonight’s episode', () => {
  test('the show page calls the 9 PM episode tonight’s, not the previous one', async ({ page }) => {
    await page.goto(`/television/show/${EMBER_CROWN}`);
    await expect(page.getByRole('heading', { level: 1, name: 'The Ember Crown' })).toBeVisible();
    const episodes = page.getByRole('region', { name: 'Episodes' });
    const next = episodes.locator('div', { has: page.getByRole('heading', { name: 'Next episode' }) });
    await expect(next.getByText('Tonight 9:00 PM', { exact: true })).toBeVisible();
    await expect(next.getByText('S15 E4', { exact: true })).toBeVisible();
    const previous = episodes.locator('div', { has: page.getByRole('heading', { name: 'Previous episode' }) });
    await expect(previous.getByText('S15 E3', { exact: true })).toBeVisible();
    await expect(previous.getByText('Aired: Nov. 14, 2026', { exact: true })).toBeVisible();
    // The seasons agree: tonight's episode is still marked upcoming.
    const tonightsRow = page
      .getByRole('region', { name: 'Seasons' })
      .getByRole('listitem')
      .filter({ hasText: /^S15 E4/ });
    await expect(tonightsRow.getByText('Upcoming')).toBeVisible();
  });

  test('Tonight’s "Your shows" lists tonight’s episode at its hour, not next week’s', async ({ page, request }) => {
    const token = await createUser(request, uniqueEmail('tonight-episode'));
    expect((await postAsApp(request, `/v1/users/add-show?show=${EMBER_CROWN}`, { token })).status()).toBe(200);
    await useToken(page, token);
    await page.goto('/tonight');
    const item = page
      .getByRole('region', { name: 'Your shows' })
      .getByRole('listitem')
      .filter({ hasText: 'The Ember Crown' });
    await expect(item).toContainText('S15 E4');
    await expect(item).toContainText('Tonight 9:00 PM on');

    await page.goto('/user/account');
    await expect(
      page.locator('.saved-show', { hasText: 'The Ember Crown' }).getByText('Next episode: Tonight 9:00 PM'),
    ).toBeVisible();
  });
});

test.describe('accounts and visitors', () => {
  test('after creating an account the login form is filled in: one press logs in', async ({ page }) => {
    const email = uniqueEmail('prefilled');
    await page.goto('/user/new');
    await page.getByLabel('E-mail').fill(email);
    await page.getByLabel('Password').fill('plum-harbour-42');
    await page.getByRole('button', { name: 'Create account' }).click();
    await expect(page).toHaveURL(/\/user\/login$/);
    await expect(page.getByLabel('E-mail')).toHaveValue(email);
    await expect(page.getByLabel('Password')).toHaveValue('plum-harbour-42');
    await page.getByRole('button', { name: 'Log in' }).click();
    await expect(page).toHaveURL(/\/cinema$/);
    // Once used, the form starts empty again.
    await page.evaluate(() => localStorage.removeItem('token'));
    await page.goto('/user/login');
    await expect(page.getByLabel('E-mail')).toHaveValue('');
  });

  test('a visitor learns that shows, zips and teams can be saved and followed, with a way to log in', async ({
    page,
  }) => {
    await page.goto(`/television/show/${EMBER_CROWN}`);
    const showHint = page.locator('.sign-in-hint');
    await expect(showHint).toContainText('to save this show');
    await expect(showHint.getByRole('link', { name: 'Log in' })).toHaveAttribute('href', '/user/login');
    await expect(showHint.getByRole('link', { name: 'create an account' })).toHaveAttribute('href', '/user/new');

    await page.goto('/cinema?zip=10001');
    await expect(page.locator('.sign-in-hint')).toContainText('to save zip codes');

    await page.goto('/');
    await expect(page.getByRole('region', { name: 'NHL' }).locator('.sign-in-hint')).toContainText('to follow teams');
    await expect(page.locator('.sign-in-hint')).toHaveCount(1);
  });

  test('a logged-in user sees the buttons, not the hints', async ({ page, request }) => {
    await useToken(page, await createUser(request, uniqueEmail('no-hints')));
    await page.goto(`/television/show/${EMBER_CROWN}`);
    await expect(page.getByRole('button', { name: 'Save The Ember Crown' })).toBeVisible();
    await expect(page.locator('.sign-in-hint')).toHaveCount(0);
  });
});

test.describe('forced colours', () => {
  const look = (page: Page, selector: string) =>
    page.locator(selector).evaluate((el) => {
      const s = getComputedStyle(el);
      return {
        background: s.backgroundColor,
        color: s.color,
        border: `${s.borderTopStyle} ${s.borderTopColor}`,
        decoration: s.textDecorationLine,
      };
    });

  test('the pressed genre chip and the current menu item stand out', async ({ page }) => {
    await page.emulateMedia({ forcedColors: 'active' });
    await page.goto('/television/movies');
    const comedy = page.getByRole('button', { name: 'Comedy', exact: true });
    await comedy.click();
    await expect(comedy).toHaveAttribute('aria-pressed', 'true');
    const pressed = await look(page, '.filter-bar button[aria-pressed="true"]');
    const other = await look(page, '.filter-bar button[aria-pressed="false"] >> nth=0');
    expect(pressed.background).not.toBe(other.background);
    expect(pressed.color).not.toBe(other.color);

    const current = await look(page, '.sub-nav a[aria-current="page"]');
    const notCurrent = await look(page, '.sub-nav a:not(.active) >> nth=0');
    expect(current.border).not.toBe(notCurrent.border);
    expect(current.decoration).toBe('underline');
    expect(notCurrent.decoration).not.toBe('underline');
  });
});
