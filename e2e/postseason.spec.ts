import { axeViolations, expect, test } from './fixtures';

// Noon in New York on Thursday Oct. 15, 2026: the League Championship Series are on.
test.use({ timezoneId: 'America/New_York', serverNow: '2026-10-15T16:00:00Z' });

test('the MLB postseason page reads at 384 px and 1280 px, light and dark, with nothing for axe', async ({ page }) => {
  for (const [width, colorScheme] of [
    [384, 'light'],
    [1280, 'dark'],
  ] as const) {
    await page.setViewportSize({ width, height: 900 });
    await page.emulateMedia({ colorScheme });
    await page.goto('/mlb/postseason');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('MLB postseason 2026');
    await expect(page.locator('.loading-dots')).toHaveCount(0);
    await expect(page.locator('.team-mono:empty')).toHaveCount(0);
    await expect(page.getByRole('region', { name: 'League Championship Series' })).toContainText('ALCS');
    // Nothing wider than the screen: the rounds stack on a phone.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
    expect(await axeViolations(page), `${width} px, ${colorScheme}`).toEqual([]);
  }
  // The game links lead to the games' pages.
  await page
    .getByRole('link', { name: /^Game 1: / })
    .first()
    .click();
  await expect(page).toHaveURL(/\/mlb\/game\/\d+$/);
  await expect(page.locator('.series-line').first()).toContainText(/(Wild Card|DS|CS) Game 1/);
});
