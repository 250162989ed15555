import type { Page } from '@playwright/test';
import { createUser, expect, test, uniqueEmail, useToken } from './fixtures';

// Both clocks are fixed at 8 p.m. in New York on Saturday Nov. 21, 2026: some NHL games are
// over, some under way, some still to come. The browser reads "today" in New York too.
const ADMIN = `sports-admin-${process.pid}@example.com`;
test.use({ timezoneId: 'America/New_York', serverNow: '2026-11-22T01:00:00Z', serverEnv: { ADMIN_EMAILS: ADMIN } });

const section = (page: Page, name: string) => page.getByRole('region', { name });

test.describe('sports screens', () => {
  test('NHL games of the day, MLB off-season, Prev and Next', async ({ page }) => {
    await page.goto('/');
    const nhl = section(page, 'NHL');
    await expect(nhl.locator('.day-title')).toHaveText('Saturday Nov. 21');
    await expect(nhl.locator('.game-tile').first()).toBeVisible();
    const mlb = section(page, 'MLB');
    await expect(mlb.getByText('No MLB games: it is the off-season.')).toBeVisible();

    await nhl.getByRole('button', { name: 'Prev NHL day' }).click();
    await expect(nhl.locator('.day-title')).toHaveText('Friday Nov. 20');
    // Friday's games are over: Final, scores shown, no update button.
    await expect(nhl.locator('.game-tile').first().locator('.game-status')).toHaveText(/^Final(\/OT|\/SO)?$/);
    // How Friday's finals were decided beyond regulation, in the league's words.
    await expect(nhl.locator('.game-status', { hasText: /^Final\/SO$/ }).first()).toBeVisible();
    await expect(
      nhl
        .locator('.game-tile')
        .first()
        .getByRole('button', { name: /^Update / }),
    ).toHaveCount(0);
    await nhl.getByRole('button', { name: 'Next NHL day' }).click();
    await nhl.getByRole('button', { name: 'Next NHL day' }).click();
    await expect(nhl.locator('.day-title')).toHaveText('Sunday Nov. 22');
    // Each league's day is its own, in the address: moving the NHL's leaves the MLB's.
    await expect(page).toHaveURL(/\/\?nhl=2026-11-22$/);
    await expect(mlb.locator('.day-title')).toHaveText('Saturday Nov. 21');
    // Not started yet: a start time and no scores.
    const first = nhl.locator('.game-tile').first();
    await expect(first.locator('.game-status')).toHaveText(/^\d{1,2}:\d{2} (AM|PM)$/);
    await expect(first.locator('.game-score')).toHaveCount(0);

    // MLB's Prev goes back to its last day with games, the World Series', and the NHL's day stays.
    await mlb.getByRole('button', { name: 'Prev MLB day' }).click();
    await expect(mlb.locator('.game-tile').first()).toBeVisible();
    await expect(mlb.locator('.game-description').first()).toHaveText(/^World Series/);
    await expect(nhl.locator('.day-title')).toHaveText('Sunday Nov. 22');
  });

  for (const width of [384, 1280])
    test(`in November the MLB section names the champion and the next season’s first game, and Next goes there, ${width} px wide`, async ({
      page,
    }) => {
      await page.setViewportSize({ width, height: 800 });
      const calendar = (await (await page.request.get('/v1/sports/mlb/calendar?date=2026-11-21')).json()) as {
        nextGameDay: string;
        offSeason: { champion: { team: { id: number; name: string } }; firstGame: { date: string } };
      };
      const { champion, firstGame } = calendar.offSeason;
      await page.goto('/');
      const mlb = section(page, 'MLB');
      const facts = mlb.locator('.off-season');
      await expect(facts.getByText('2026 champions')).toBeVisible();
      await expect(facts.getByRole('link', { name: champion.team.name, exact: true })).toHaveAttribute(
        'href',
        new RegExp(`^/mlb/${champion.team.id}\\?date=`),
      );
      await expect(facts.getByText('Next season', { exact: true })).toBeVisible();
      // A day of next season carries its year.
      await expect(facts.getByRole('link', { name: /, 2027$/ })).toBeVisible();
      await mlb.getByRole('button', { name: 'Next MLB day' }).click();
      await expect(page).toHaveURL(new RegExp(`\\?mlb=${firstGame.date}$`));
      await expect(mlb.locator('.day-title')).toHaveText(/, 2027$/);
      await expect(mlb.locator('.game-tile').first()).toBeVisible();
      await expect(section(page, 'NHL').locator('.day-title')).toHaveText('Saturday Nov. 21');
    });

  test('Next and Prev skip the days without games; a day without games offers the next day with games', async ({
    page,
  }) => {
    // Dec. 23 is the last day before the NHL's Christmas break (Dec. 24–26; the day is in the address).
    await page.goto('/television/sports/nhl?date=2026-12-22');
    await expect(page.getByRole('heading', { name: 'NHL games' })).toBeVisible();
    const nhl = section(page, 'NHL');
    const next = nhl.getByRole('button', { name: 'Next NHL day' });
    const previous = nhl.getByRole('button', { name: 'Prev NHL day' });
    await expect(nhl.locator('.day-title')).toHaveText('Tuesday Dec. 22');
    await expect(nhl.locator('.game-tile').first()).toBeVisible();
    await next.click();
    await expect(nhl.locator('.day-title')).toHaveText('Wednesday Dec. 23');
    // Next leads past the break, to the next day with games, and Prev back.
    await next.click();
    await expect(nhl.locator('.day-title')).toHaveText('Sunday Dec. 27');
    await expect(nhl.locator('.game-tile').first()).toBeVisible();
    await previous.click();
    await expect(nhl.locator('.day-title')).toHaveText('Wednesday Dec. 23');

    // A day without games, opened by its address, says so and names the next games.
    await page.goto('/television/sports/nhl?date=2026-12-24');
    await expect(nhl.getByText('No NHL games on Thursday Dec. 24.')).toBeVisible();
    await nhl.getByRole('link', { name: 'Next games: Sunday Dec. 27' }).click();
    await expect(nhl.locator('.day-title')).toHaveText('Sunday Dec. 27');
    await expect(nhl.locator('.game-tile').first()).toBeVisible();
    // From a day without games, Prev goes back to the last day with games too.
    await page.goto('/television/sports/nhl?date=2026-12-25');
    await expect(previous).toHaveAttribute('href', /date=2026-12-23$/);
    await previous.click();
    await expect(nhl.locator('.day-title')).toHaveText('Wednesday Dec. 23');
  });

  test('the team page lists upcoming and recent games and the division standings', async ({ page }) => {
    await page.goto('/mlb/147');
    await expect(page.getByRole('heading', { level: 1, name: 'New York Yankees' })).toBeVisible();
    const upcoming = section(page, 'Upcoming games');
    await expect(upcoming.locator('.game-tile')).toHaveCount(5);
    await expect(upcoming.getByText('Spring Training').first()).toBeVisible();
    await expect(section(page, 'Recent games').locator('.game-tile')).toHaveCount(5);
    await expect(section(page, 'Recent games').locator('.game-status').first()).toHaveText('Final');
    const standings = section(page, 'Standings American League East');
    await expect(standings.getByRole('columnheader')).toHaveText([
      'name',
      'Wins',
      'Losses',
      'Ties',
      'Win %',
      'GP',
      'GB',
      'L10',
    ]);
    await expect(standings.getByRole('row')).toHaveCount(6);
    await expect(standings.getByRole('rowheader', { name: 'New York Yankees' })).toBeVisible();
    // Team names link to their own pages.
    await upcoming.getByRole('link').filter({ hasNotText: 'New York Yankees' }).first().click();
    // The opponent's page opens around that game's day, kept in the address.
    await expect(page).toHaveURL(/\/mlb\/\d+\?date=\d{4}-\d\d-\d\d$/);
    await expect(page.getByText(/^Games around /)).toBeVisible();
  });

  test('add games as an administrator and as a user who is not one', async ({ page, request }) => {
    await useToken(page, await createUser(request, ADMIN));
    await page.goto('/user/add-games');
    const date = page.getByLabel('Date');
    await expect(date).toHaveValue('2026-11-22');
    await page.getByRole('button', { name: 'Add games' }).click();
    await expect(page.getByText('Games added')).toBeVisible();

    await date.fill('2026-11-31');
    await page.getByRole('button', { name: 'Add games' }).click();
    await expect(
      page.getByText('Error: The date must be a real calendar day written as YYYY-MM-DD, for example 2026-11-21.'),
    ).toBeVisible();
  });

  test('a user without the admin role sees the server sentence', async ({ page, request }) => {
    await useToken(page, await createUser(request, uniqueEmail('fan')));
    await page.goto('/user/add-games');
    await page.getByRole('button', { name: 'Add games' }).click();
    await expect(page.getByText('Error: Only an administrator can do that.')).toBeVisible();
  });

  test('a scoreboard: LIVE with the period, the refresh time, the winner of a final, no regular-season label', async ({
    page,
  }) => {
    await page.goto('/');
    const nhl = section(page, 'NHL');
    // 8 p.m. in New York: the 7 p.m. games are in play.
    await expect(nhl.getByText('Live scores as of 8:00 PM')).toBeVisible();
    const live = nhl.locator('.game-tile.live').filter({ hasText: 'Carolina Hurricanes' });
    await expect(live.locator('.live-badge')).toHaveText('LIVE');
    // Where play stands in words: the period and its clock.
    await expect(live.locator('.game-status')).toHaveText('2nd · 14:19');
    // Games that started together each go at their own pace.
    const together = await nhl.locator('.game-tile.live .game-status').allTextContents();
    expect(together).toHaveLength(5);
    expect(new Set(together).size).toBe(5);
    // Live games first, then those still to come, then the finals; one final went to overtime.
    const statuses = await nhl.locator('.game-tile .game-status').allTextContents();
    expect(statuses.slice(0, 5).every((s) => / · /.test(s))).toBe(true);
    expect(statuses.slice(-3).every((s) => /^Final/.test(s))).toBe(true);
    expect(statuses).toContain('Final/OT');
    await expect(nhl.getByText('Regular Season')).toHaveCount(0);
    // The afternoon's games are over: the winner's row is marked and has the higher score.
    const final = nhl
      .locator('.game-tile')
      .filter({ has: page.locator('.game-status', { hasText: /^Final(\/OT|\/SO)?$/ }) })
      .first();
    await expect(final.locator('.game-team.winner')).toHaveCount(1);
    await expect(final.locator('.live-badge')).toHaveCount(0);
    const winnerScore = Number(await final.locator('.game-team.winner .game-score').textContent());
    const loserScore = Number(await final.locator('.game-team.loser .game-score').textContent());
    expect(winnerScore).toBeGreaterThan(loserScore);
    await expect(final.locator('.game-team.winner')).toContainText('(winner)');
  });

  test('each team in a tile and the team page heading has its monogram in its colours, hidden from screen readers', async ({
    page,
  }) => {
    await page.goto('/');
    const nhl = section(page, 'NHL');
    const tile = nhl
      .locator('.game-tile')
      .filter({ has: page.getByRole('list', { name: 'Colorado Avalanche at St. Louis Blues' }) });
    await expect(tile.locator('.team-mono')).toHaveText(['COL', 'STL']);
    // Colours from the stylesheet's rule for the club (no style attribute, which the CSP forbids in HTML).
    await expect(tile.locator('.team-mono').last()).toHaveCSS('background-color', 'rgb(0, 47, 135)');
    await expect(tile.locator('.team-mono').last()).toHaveCSS('color', 'rgb(252, 181, 20)');
    const teams = nhl.locator('.game-team');
    const monograms = nhl.locator('.game-team .team-mono');
    await expect(monograms).toHaveCount(await teams.count());
    for (const monogram of await monograms.all()) {
      await expect(monogram).toHaveAttribute('aria-hidden', 'true');
      await expect(monogram).toHaveAttribute('data-known', 'true');
    }
    // Forced colours: the fill goes, a frame in the text colour stays.
    await page.emulateMedia({ forcedColors: 'active' });
    await expect(monograms.first()).not.toHaveCSS('border-top-color', 'rgba(0, 0, 0, 0)');
    await page.emulateMedia({ forcedColors: 'none' });
    // A phone's narrow tiles keep their monograms inside.
    await page.setViewportSize({ width: 384, height: 800 });
    for (const row of await teams.all()) {
      const [rowBox, monoBox] = [await row.boundingBox(), await row.locator('.team-mono').boundingBox()];
      expect(monoBox!.x).toBeGreaterThanOrEqual(rowBox!.x);
      expect(monoBox!.x + monoBox!.width).toBeLessThanOrEqual(rowBox!.x + rowBox!.width);
    }

    await page.goto('/mlb/147');
    const heading = page.getByRole('heading', { level: 1 });
    await expect(heading).toHaveAccessibleName('New York Yankees');
    await expect(heading.locator('.team-mono-large')).toHaveText('NYY');
    await expect(heading.locator('.team-mono-large')).toHaveAttribute('aria-hidden', 'true');
  });

  test('update buttons only on games live or about to start, each named after its game', async ({ page }) => {
    await page.goto('/');
    const nhl = section(page, 'NHL');
    await expect(nhl.locator('.game-tile').first()).toBeVisible();
    for (const tile of await nhl.locator('.game-tile.live').all())
      await expect(tile.getByRole('button', { name: /^Update .+ at .+$/ })).toHaveCount(1);
    // Finals and games more than half an hour away have none.
    const idle = nhl
      .locator('.game-tile')
      .filter({ has: page.locator('.game-status', { hasText: /^(Final|Final\/OT|Final\/SO|9:00 PM|10:00 PM)$/ }) });
    await expect(idle).toHaveCount(8);
    await expect(idle.getByRole('button')).toHaveCount(0);
    const buttons = nhl.getByRole('button', { name: /^Update .+ at .+$/ });
    const names = await buttons.evaluateAll((all) => all.map((b) => b.getAttribute('aria-label')));
    expect(new Set(names).size).toBe(names.length);
    await expect(nhl.getByRole('button', { name: 'Update Buffalo Sabres at Philadelphia Flyers' })).toBeVisible();
  });

  test('update fetches the game, marks the tile, disables its button and keeps the focus on it', async ({ page }) => {
    await page.goto('/');
    const nhl = section(page, 'NHL');
    const live = nhl
      .locator('.game-tile')
      .filter({ has: page.locator('.game-status', { hasText: /^(1st|2nd|3rd) · / }) })
      .first();
    await expect(live).toBeVisible();
    await expect(live.locator('.game-score')).toHaveCount(2);
    const button = live.getByRole('button', { name: /^Update / });
    await button.focus();
    await page.keyboard.press('Enter');
    await expect(live.getByText('Updated 8:00 PM')).toBeVisible();
    await expect(button).toBeDisabled();
    await expect(button).toBeFocused();
    await expect(live).toHaveClass(/updated/);
  });
});
