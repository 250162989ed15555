import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';

// Saturday Nov. 21, 2026 in New York, at 2 AM (the evening is ahead) and at 7:30 PM.
const CLOCKS = { '2 AM': '2026-11-21T07:00:00Z', '7:30 PM': '2026-11-22T00:30:00Z' } as const;

/** Tonight lists the evening's games, each team and game linked, before any TV listing. */
async function gamesComeFirst(page: Page) {
  await page.goto('/tonight');
  const games = page.getByRole('region', { name: 'Games tonight' });
  const tiles = games.locator('.game-tile');
  await expect(tiles.first()).toBeVisible();
  const day = (await request(page)).filter((g) => g.date === '2026-11-21');
  await expect(tiles).toHaveCount(day.length);
  for (const tile of await tiles.all()) {
    await expect(tile.locator('.game-team-name a')).toHaveCount(2);
    await expect(tile.getByRole('link', { name: /^Details of / })).toHaveAttribute('href', /^\/(nhl|mlb)\/game\/\d+$/);
  }
  // The games before the TV listing, in the page's order.
  const [gamesTop, tvTop] = await Promise.all(
    [games, page.getByRole('region', { name: 'Prime time on TV' })].map(
      async (region) => (await region.boundingBox())!.y,
    ),
  );
  expect(gamesTop).toBeLessThan(tvTop!);
  // Prime time is the evening's: 8 PM at both clocks.
  await expect(page.getByRole('table').getByRole('columnheader', { name: '8:00 PM' })).toBeVisible();
}

async function request(page: Page) {
  const answers = await Promise.all(
    ['nhl', 'mlb'].map(async (league) => (await page.request.get(`/v1/sports/${league}/games?date=2026-11-21`)).json()),
  );
  return answers.flat() as { date: string }[];
}

for (const [when, serverNow] of Object.entries(CLOCKS)) {
  test.describe(`Tonight at ${when}`, () => {
    test.use({ serverNow, timezoneId: 'America/New_York' });
    for (const width of [384, 1280]) {
      test(`lists the evening’s games with links before any TV listing, ${width} px wide`, async ({ page }) => {
        await page.setViewportSize({ width, height: 800 });
        await gamesComeFirst(page);
      });
    }
  });
}
