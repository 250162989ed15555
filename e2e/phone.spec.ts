import { expect, test } from './fixtures';

// A 384 px phone (spec: mobile breakpoint) at 8:30 p.m. in New York, with live games.
test.use({ viewport: { width: 384, height: 800 }, timezoneId: 'America/New_York', serverNow: '2026-11-22T01:30:00Z' });

test('the TV sub-menu fits: every item on screen, the current one included', async ({ page }) => {
  for (const path of ['/television', '/television/sports', '/television/search']) {
    await page.goto(path);
    const menu = page.getByRole('navigation', { name: 'Television' });
    for (const name of ['Movies on TV', 'Sports on TV', 'Search for a Show']) {
      const box = (await menu.getByRole('link', { name }).boundingBox())!;
      expect(box.x).toBeGreaterThanOrEqual(0);
      expect(box.x + box.width).toBeLessThanOrEqual(384);
    }
    await expect(menu.locator('a.active')).toBeInViewport({ ratio: 1 });
  }
});

test('the landing page stays short on a phone: compact games, releases in one sideways row', async ({ page }) => {
  await page.goto('/');
  await expect(page.locator('.game-tile').first()).toBeVisible();
  await expect(page.locator('.release-tile').first()).toBeVisible();
  // It used to be about 7,800 px; a third of that is the aim.
  expect(await page.evaluate(() => document.documentElement.scrollHeight)).toBeLessThanOrEqual(2600);
  // Nothing but the releases row scrolls sideways.
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(384);
  const tops = await page.locator('.release-tile').evaluateAll((tiles) => tiles.map((t) => Math.round(t.getBoundingClientRect().top)));
  expect(new Set(tops).size).toBe(1);
});
