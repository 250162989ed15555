import { expect, test } from './fixtures';

// Saturday Nov. 21, 2026, 8 p.m. in New York.
test.use({ timezoneId: 'America/New_York', serverNow: '2026-11-22T01:00:00Z' });

test.describe('the chosen day lives in the address', () => {
  test('the landing page: ?date= opens that day, each day is a step Back, reload keeps it', async ({ page }) => {
    await page.goto('/?date=2026-11-20');
    const nhl = page.getByRole('region', { name: 'NHL' });
    await expect(nhl.locator('.day-title')).toHaveText('Friday Nov. 20');
    await expect(nhl.locator('.game-status').first()).toHaveText(/^Final/);
    await nhl.getByRole('button', { name: 'Next NHL day' }).click();
    // The NHL section's own day, beside the address's.
    await expect(page).toHaveURL(/\/\?date=2026-11-20&nhl=2026-11-21$/);
    await nhl.getByRole('button', { name: 'Next NHL day' }).click();
    await expect(nhl.locator('.day-title')).toHaveText('Sunday Nov. 22');
    await page.goBack();
    await expect(nhl.locator('.day-title')).toHaveText('Saturday Nov. 21');
    await page.goBack();
    await expect(nhl.locator('.day-title')).toHaveText('Friday Nov. 20');
    await page.reload();
    await expect(nhl.locator('.day-title')).toHaveText('Friday Nov. 20');
    // A day that is no day opens today.
    await page.goto('/?date=2026-02-30');
    await expect(nhl.locator('.day-title')).toHaveText('Saturday Nov. 21');
  });

  test('TV pages keep the day across Back and reload', async ({ page }) => {
    await page.goto('/television/movies');
    const title = page.locator('.day-title');
    await expect(title).toHaveText('Saturday Nov. 21');
    await page.getByRole('button', { name: /^Next/ }).click();
    await expect(page).toHaveURL(/\/television\/movies\?date=2026-11-22$/);
    await expect(title).toHaveText('Sunday Nov. 22');
    await page.goBack();
    await expect(title).toHaveText('Saturday Nov. 21');
    await page.goForward();
    await expect(title).toHaveText('Sunday Nov. 22');
    await page.reload();
    await expect(title).toHaveText('Sunday Nov. 22');

    await page.goto('/television/sports?date=2026-11-23');
    await expect(title).toHaveText('Monday Nov. 23');
  });

  test('a team page opened from a game keeps that game’s day; Back returns to the day shown', async ({ page }) => {
    await page.goto('/?date=2026-07-18');
    const mlb = page.getByRole('region', { name: 'MLB' });
    await expect(mlb.locator('.day-title')).toHaveText('Saturday July 18');
    await mlb.getByRole('link', { name: 'New York Yankees' }).first().click();
    await expect(page).toHaveURL(/\/mlb\/147\?date=2026-07-18$/);
    await expect(page.getByText('Games around Saturday July 18')).toBeVisible();
    await expect(page.getByRole('region', { name: 'Upcoming games' }).locator('.game-day').first()).toHaveText(
      /July (18|19|2\d)/,
    );
    await page.goBack();
    await expect(mlb.locator('.day-title')).toHaveText('Saturday July 18');
  });
});
