import { expect, test } from './fixtures';

// 8 p.m. in New York on Saturday Nov. 21, 2026: the NHL season is seven weeks old.
test.use({ timezoneId: 'America/New_York', serverNow: '2026-11-22T01:00:00Z' });

test.describe('NHL team pages', () => {
  test('a team page shows its games and its division, each team linking to its own page', async ({ page }) => {
    await page.goto('/nhl/10');
    await expect(page.getByRole('heading', { level: 1, name: 'Toronto Maple Leafs' })).toBeVisible();
    await expect(page).toHaveTitle('Toronto Maple Leafs | Entertainment Guide');
    await expect(page.getByRole('region', { name: 'Upcoming games' }).locator('.game-tile')).toHaveCount(5);
    await expect(page.getByRole('region', { name: 'Recent games' }).locator('.game-tile')).toHaveCount(5);
    const standings = page.getByRole('region', { name: 'Standings Atlantic' });
    await expect(standings.getByRole('columnheader')).toHaveText(['name', 'GP', 'W', 'L', 'OT', 'PTS', 'L10']);
    await expect(standings.getByRole('row')).toHaveCount(9);
    // The page's own team is marked; its last ten reads wins-losses-overtime losses.
    const own = standings.locator('tr[aria-current="true"]');
    await expect(own.getByRole('rowheader')).toHaveAccessibleName('Toronto Maple Leafs');
    await expect(own.locator('td').last()).toHaveText(/^\d+-\d+-\d+$/);
    await standings.getByRole('link', { name: 'Boston Bruins' }).click();
    await expect(page).toHaveURL(/\/nhl\/6$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Boston Bruins' })).toBeVisible();
    await expect(page.getByRole('region', { name: 'Standings Atlantic' })).toBeVisible();
  });

  test('an unknown team says so', async ({ page }) => {
    await page.goto('/nhl/999');
    await expect(page.getByRole('heading', { level: 1, name: 'Team not found' })).toBeVisible();
    await expect(page.getByText('There is no NHL team with id 999.')).toBeVisible();
  });
});
