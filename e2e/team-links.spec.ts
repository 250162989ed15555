import type { Locator } from '@playwright/test';
import { expect, test } from './fixtures';

// Saturday Nov. 21, 2026, 8 PM in New York: NHL games under way.
test.use({ timezoneId: 'America/New_York', serverNow: '2026-11-22T01:00:00Z' });

/** Every team name in `names` is a link to a team page of `league`. */
async function allLinked(names: Locator, league: 'nhl' | 'mlb') {
  const count = await names.count();
  expect(count).toBeGreaterThan(1);
  for (const name of await names.all()) {
    await expect(name.getByRole('link')).toHaveAttribute('href', new RegExp(`^/${league}/\\d+(\\?date=[\\d-]+)?$`));
  }
}

for (const width of [384, 1280]) {
  test(`no dead ends, ${width} px wide: every team on the tiles, a game page and the standings links to its page`, async ({
    page,
  }) => {
    // Six screens and the standings' every row: more than one screen's time on a busy machine.
    test.slow();
    await page.setViewportSize({ width, height: 800 });
    await page.goto('/');
    const nhl = page.getByRole('region', { name: 'NHL' });
    await expect(nhl.locator('.game-tile').first()).toBeVisible();
    await allLinked(nhl.locator('.game-team-name'), 'nhl');
    // The NHL games page is linked from the landing's NHL section.
    await nhl.getByRole('link', { name: 'NHL games page' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'NHL games' })).toBeVisible();

    // The game page: both teams in the heading lead to their pages.
    await page.goto('/');
    await nhl
      .getByRole('link', { name: /^Details of / })
      .first()
      .click();
    await expect(page).toHaveURL(/\/nhl\/game\/\d+$/);
    const heading = page.getByRole('heading', { level: 1 });
    await expect(heading.getByRole('link')).toHaveCount(2);
    // So do the rows of its line score.
    await allLinked(page.locator('table.linescore tbody th'), 'nhl');
    await heading.getByRole('link').last().click();
    await expect(page).toHaveURL(/\/nhl\/\d+\?date=2026-11-21$/);

    // The NHL team page: its tiles and its standings.
    await expect(page.locator('.game-tile').first()).toBeVisible();
    await allLinked(page.locator('.game-tile .game-team-name'), 'nhl');
    const standings = page.locator('table.standings tbody th');
    await allLinked(standings, 'nhl');

    // An MLB game page (the World Series' last game): the heading and the line score.
    await page.goto('/mlb/game/2630274');
    await expect(page.getByRole('heading', { level: 1 }).getByRole('link')).toHaveCount(2);
    await allLinked(page.locator('table.linescore tbody th'), 'mlb');

    // Both leagues' standings: every row of every table.
    for (const league of ['nhl', 'mlb'] as const) {
      await page.goto(`/${league}/standings`);
      await allLinked(page.locator('table.standings tbody th'), league);
    }

    // Sports on TV: an airing of a game we list leads to the game's page.
    await page.goto('/television/sports?date=2026-11-21');
    // Its details (a dialog from the grid, or from the list on a phone) hold the links.
    await page
      .locator('.airing-button:visible')
      .filter({ hasText: /(NHL|MLB) [^:]+: .+ at .+/ })
      .filter({ hasNotText: 'Encore' })
      .first()
      .click();
    const gameLink = page.getByRole('dialog').getByRole('link', { name: /^Game page/ });
    await expect(gameLink).toHaveAttribute('href', /^\/(nhl|mlb)\/game\/\d+$/);
  });
}
