import { expect, openInApp, test } from './fixtures';

// Saturday Nov. 21, 2026, 8 p.m. in New York: NHL games are on.
test.use({ timezoneId: 'America/New_York', serverNow: '2026-11-22T01:00:00Z' });

test.describe('every failure says what happened and offers Retry', () => {
  test('an unknown team says so on its own page', async ({ page }) => {
    await page.goto('/mlb/9999');
    await expect(page.getByRole('heading', { level: 1, name: 'Team not found' })).toBeVisible();
    await expect(page.getByText('There is no MLB team with id 9999.')).toBeVisible();
    await expect(page).toHaveTitle('Team not found | Entertainment Guide');
    await page.getByRole('link', { name: 'Go to today’s games' }).click();
    await expect(page.getByRole('region', { name: 'NHL' }).locator('.game-tile').first()).toBeVisible();
  });

  test('an unknown show says so on its own page', async ({ page }) => {
    await page.goto('/television/show/987654');
    await expect(page.getByRole('heading', { level: 1, name: 'Show not found' })).toBeVisible();
    await expect(page.getByText('There is no show with id 987654.')).toBeVisible();
    await expect(page.getByRole('link', { name: 'Find another show' })).toBeVisible();
  });

  test('the NHL games with the server unreachable: a sentence and Retry, which loads them', async ({ page }) => {
    await page.route('**/v1/sports/nhl/games**', (route) => route.abort('internetdisconnected'));
    await openInApp(page, '/');
    const nhl = page.getByRole('region', { name: 'NHL' });
    await expect(nhl.getByRole('alert')).toHaveText(
      /^The NHL games could not be loaded\. The server could not be reached\./,
    );
    await page.unroute('**/v1/sports/nhl/games**');
    await nhl.getByRole('button', { name: 'Retry NHL games' }).click();
    await expect(nhl.locator('.game-tile').first()).toBeVisible();
    await expect(nhl.getByRole('alert')).toHaveCount(0);
  });

  test('cinema and movies on TV keep the spec’s words and add Retry', async ({ page }) => {
    await page.route('**/v1/movies?**', (route) =>
      route.fulfill({ status: 502, body: 'The listings provider did not answer.' }),
    );
    await openInApp(page, '/cinema?zip=10001');
    await expect(page.getByText('Failed to get listings', { exact: true })).toBeVisible();
    await page.unroute('**/v1/movies?**');
    await page.getByRole('button', { name: 'Retry' }).click();
    await expect(page.locator('.movie-list')).toBeVisible();

    await page.route('**/v1/tv-movies**', (route) => route.fulfill({ status: 502, body: 'down' }));
    await openInApp(page, '/television/movies');
    await expect(page.getByText('Failed to get listings', { exact: true })).toBeVisible();
    await page.unroute('**/v1/tv-movies**');
    await page.getByRole('button', { name: 'Retry' }).click();
    await expect(page.locator('.tv-listing')).toBeVisible();
  });
});
