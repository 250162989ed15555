import { expect, test } from './fixtures';

// 9:15 p.m. in New York: the 9:30 p.m. NHL game is a quarter of an hour away.
test.use({ timezoneId: 'America/New_York', serverNow: '2026-11-22T02:15:00Z' });

test.describe('a game about to start', () => {
  test('offers its update and says pre-game words a fan uses', async ({ page }) => {
    await page.goto('/');
    const nhl = page.getByRole('region', { name: 'NHL' });
    const soon = nhl.locator('.game-tile').filter({ hasText: 'Vancouver Canucks' });
    await expect(soon.getByRole('button', { name: 'Update Vancouver Canucks at Edmonton Oilers' })).toBeVisible();
    await expect(soon.locator('.game-status')).toHaveText(/^(9:30 PM|Pre-game)$/);
    await expect(nhl.locator('.game-status', { hasText: /^Pre$/ })).toHaveCount(0);
  });
});
