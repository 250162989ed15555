import type { Game } from '@guide/common/sports';
import { axeViolations, expect, test } from './fixtures';

// 11:30 p.m. in New York on Saturday Nov. 21: the Philadelphia game on ESPN is over, as is the
// afternoon's Tampa Bay game (decided by a shootout); one game is still on.
test.use({ timezoneId: 'America/New_York', serverNow: '2026-11-22T04:30:00Z' });

test('a tile names its network and links to its game page: the line score, the scoring, the stars and where to watch', async ({
  page,
}) => {
  await page.goto('/');
  const tile = page
    .getByRole('region', { name: 'NHL' })
    .locator('.game-tile')
    .filter({ hasText: 'Philadelphia Flyers' });
  await expect(tile.locator('.game-network')).toHaveText('on ESPN');
  // The link is the tile's own: nothing interactive inside anything interactive.
  await expect(tile.locator('a a, a button, button a, button button')).toHaveCount(0);
  await tile.getByRole('link', { name: 'Details of Buffalo Sabres at Philadelphia Flyers' }).click();

  await expect(page).toHaveURL(/\/nhl\/game\/2026021628$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveAccessibleName('Buffalo Sabres at Philadelphia Flyers');
  await expect(page).toHaveTitle(/^Buffalo Sabres \d+, Philadelphia Flyers \d+ — Final \| Entertainment Guide$/);
  await expect(page.locator('.game-status')).toHaveText('Final');

  const table = page.getByRole('table', { name: 'Line score, Buffalo Sabres at Philadelphia Flyers' });
  await expect(table.getByRole('columnheader')).toHaveText(['Team', '1st', '2nd', '3rd', 'T', 'SOG']);
  await expect(table.getByRole('rowheader').first()).toHaveAccessibleName('Buffalo Sabres');
  await expect(table.getByRole('rowheader').last()).toHaveAccessibleName('Philadelphia Flyers');
  // The goals column is the final score.
  await expect(table.getByRole('row').nth(1).getByRole('cell').nth(3)).toHaveText('5');
  await expect(table.getByRole('row').nth(2).getByRole('cell').nth(3)).toHaveText('1');

  const scoring = page.getByRole('region', { name: 'Scoring' }).getByRole('listitem');
  await expect(scoring.last()).toContainText('5–1');
  await expect(page.getByRole('region', { name: 'Three stars' }).getByRole('listitem')).toHaveCount(3);

  const watch = page.getByRole('region', { name: 'Where to watch' });
  await expect(watch.getByRole('listitem').first()).toHaveText('ESPN (national)');
  await watch.getByRole('link', { name: /^ESPN, Saturday Nov\. 21 at / }).click();
  await expect(page).toHaveURL(/\/television\/sports\?date=2026-11-21$/);
  // The game has aired: it is on today's grid, before now.
  await expect(page.getByText('NHL Hockey: Buffalo Sabres at Philadelphia Flyers').first()).toBeVisible();
});

test('a game decided by a shootout shows overtime and the shootout in its line score and scoring', async ({ page }) => {
  await page.goto('/nhl/game/2026021624');
  await expect(page.locator('.game-status')).toHaveText('Final/SO');
  const table = page.getByRole('table', { name: 'Line score, Minnesota Wild at Tampa Bay Lightning' });
  await expect(table.getByRole('columnheader')).toHaveText(['Team', '1st', '2nd', '3rd', 'OT', 'SO', 'T', 'SOG']);
  const scoring = page.getByRole('region', { name: 'Scoring' }).getByRole('listitem');
  await expect(scoring.last()).toContainText('SO');
  await expect(scoring.last()).toContainText('3–4');
});

test('an MLB game page names the pitchers of record, with runs, hits and errors', async ({ page, request }) => {
  const games = (await (await request.get('/v1/sports/mlb/games?date=2026-07-18')).json()) as Game[];
  const final = games.find((g) => g.status === 'Final')!;
  await page.goto(`/mlb/game/${final.id}`);
  const table = page.getByRole('table', { name: `Line score, ${final.visitor.name} at ${final.home.name}` });
  await expect(table.getByRole('columnheader').last()).toHaveText('E');
  await expect(table.getByRole('columnheader').filter({ hasText: /^[RHE]$/ })).toHaveText(['R', 'H', 'E']);
  const decisions = page.getByRole('region', { name: 'Decisions' });
  await expect(decisions.getByText('Win', { exact: true })).toBeVisible();
  await expect(decisions.getByText('Loss', { exact: true })).toBeVisible();
  // The team names lead to their team pages around the game's day.
  await expect(page.locator('.game-page-score').getByRole('link', { name: final.home.name })).toHaveAttribute(
    'href',
    `/mlb/${final.home.id}?date=2026-07-18`,
  );
});

test('an unknown game has a page saying so', async ({ page }) => {
  await page.goto('/nhl/game/2026029999');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Game not found');
  await expect(page.getByText('There is no NHL game with id 2026029999.')).toBeVisible();
  await expect(page).toHaveTitle('Game not found | Entertainment Guide');
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 384, height: 800 } });

  test('the line score fits in its own focusable region, the page does not scroll sideways, and axe finds nothing', async ({
    page,
  }) => {
    await page.goto('/nhl/game/2026021624');
    const region = page.getByRole('region', { name: 'Line score, Minnesota Wild at Tampa Bay Lightning' });
    await expect(region).toHaveAttribute('tabindex', '0');
    await expect(region.getByRole('table')).toBeVisible();
    const widths = await region.evaluate((el) => ({
      scroll: el.scrollWidth,
      client: el.clientWidth,
      page: document.documentElement.scrollWidth,
    }));
    expect(widths.page).toBeLessThanOrEqual(384);
    // With the teams' abbreviations every column, overtime and shootout included, is on screen.
    expect(widths.scroll).toBeLessThanOrEqual(widths.client);

    await expect(page.locator('.loading-dots, [aria-busy="true"]')).toHaveCount(0);
    expect(await axeViolations(page)).toEqual([]);
  });

  test('a box score: each table scrolls in its own region while the name column stays', async ({ page }) => {
    await page.goto('/nhl/game/2026021628');
    const region = page.getByRole('region', { name: 'Buffalo Sabres skaters' });
    // Four lines of forwards and three pairs of defence, each name short ('A. Name') beside its position.
    await expect(region.getByRole('row')).toHaveCount(19);
    const name = region.getByRole('rowheader').first();
    await expect(name.locator('.player-name-short')).toHaveText(/^[A-Z]\. \S+$/);
    await expect(name.locator('.player-name-short')).toBeVisible();
    await region.scrollIntoViewIfNeeded();
    const timeOnIce = region.getByRole('columnheader', { name: 'TOI', exact: true });
    await expect(timeOnIce).toHaveCount(1);
    await expect(timeOnIce).not.toBeInViewport();
    const before = await name.boundingBox();
    await region.evaluate((el) => el.scrollTo({ left: el.scrollWidth }));
    await expect(timeOnIce).toBeInViewport();
    expect((await name.boundingBox())?.x).toBe(before?.x);
    await expect(page.getByRole('table', { name: 'Buffalo Sabres goalies' }).getByRole('row').nth(1)).toContainText(
      'started, Win',
    );
  });
});
