import { expect, test } from './fixtures';

// 8:45 p.m. in New York: the 9 p.m. NHL game is a quarter of an hour away.
test.use({ timezoneId: 'America/New_York', serverNow: '2026-11-22T01:45:00Z' });

test.describe('a game about to start', () => {
  test('offers its update and says pre-game words a fan uses', async ({ page }) => {
    await page.goto('/');
    const nhl = page.getByRole('region', { name: 'NHL' });
    const soon = nhl.locator('.game-tile').filter({ hasText: 'Utah Mammoth' });
    await expect(soon.getByRole('button', { name: 'Update San Jose Sharks at Utah Mammoth' })).toBeVisible();
    await expect(soon.locator('.game-status')).toHaveText(/^(9:00 PM|Pre-game)$/);
    await expect(nhl.locator('.game-status', { hasText: /^Pre$/ })).toHaveCount(0);
  });
});
