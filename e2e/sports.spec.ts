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
    await expect(mlb.getByText('No MLB games on Saturday Nov. 21.')).toBeVisible();

    await nhl.getByRole('button', { name: 'Previous NHL day' }).click();
    await expect(nhl.locator('.day-title')).toHaveText('Friday Nov. 20');
    // Friday's games are over: Final, scores shown, no update button.
    await expect(nhl.locator('.game-tile').first().locator('.game-status')).toHaveText(/^(Final|F\/[45])$/);
    await expect(nhl.locator('.game-tile').first().getByRole('button', { name: 'update' })).toHaveCount(0);
    await nhl.getByRole('button', { name: 'Next NHL day' }).click();
    await nhl.getByRole('button', { name: 'Next NHL day' }).click();
    await expect(nhl.locator('.day-title')).toHaveText('Sunday Nov. 22');
    // Not started yet: a start time and no scores.
    const first = nhl.locator('.game-tile').first();
    await expect(first.locator('.game-status')).toHaveText(/^\d{1,2}:\d{2} (AM|PM)$/);
    await expect(first.locator('.game-score')).toHaveCount(0);

    await mlb.getByRole('button', { name: 'Previous MLB day' }).click();
    await expect(mlb.locator('.day-title')).toHaveText('Friday Nov. 20');
    await expect(mlb.getByText('No MLB games on Friday Nov. 20.')).toBeVisible();
  });

  test('an NHL day without games offers the next day with games', async ({ page }) => {
    await page.goto('/television/sports/nhl');
    await expect(page.getByRole('heading', { name: 'NHL games' })).toBeVisible();
    const nhl = section(page, 'NHL');
    await expect(nhl.locator('.game-tile').first()).toBeVisible();
    // Dec. 24 is in the NHL's Christmas break.
    for (let i = 0; i < 33; i++) await nhl.getByRole('button', { name: 'Next NHL day' }).click();
    await expect(nhl.locator('.day-title')).toHaveText('Thursday Dec. 24');
    await expect(nhl.getByText('No NHL games on Thursday Dec. 24.')).toBeVisible();
    await nhl.getByRole('button', { name: 'Next games: Sunday Dec. 27' }).click();
    await expect(nhl.locator('.day-title')).toHaveText('Sunday Dec. 27');
    await expect(nhl.locator('.game-tile').first()).toBeVisible();
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
    await expect(standings.getByRole('columnheader')).toHaveText(['name', 'Wins', 'Losses', 'Ties', 'Win %']);
    await expect(standings.getByRole('row')).toHaveCount(6);
    await expect(standings.getByRole('rowheader', { name: 'New York Yankees' })).toBeVisible();
    // Team names link to their own pages.
    await upcoming.getByRole('link').filter({ hasNotText: 'New York Yankees' }).first().click();
    await expect(page).toHaveURL(/\/mlb\/\d+$/);
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
    await expect(page.getByText('Error: The date must be a real calendar day written as YYYY-MM-DD, for example 2026-11-21.')).toBeVisible();
  });

  test('a user without the admin role sees the server sentence', async ({ page, request }) => {
    await useToken(page, await createUser(request, uniqueEmail('fan')));
    await page.goto('/user/add-games');
    await page.getByRole('button', { name: 'Add games' }).click();
    await expect(page.getByText('Error: Only an administrator can do that.')).toBeVisible();
  });

  test('update fetches the game, marks the tile and disables its button', async ({ page }) => {
    await page.goto('/');
    const nhl = section(page, 'NHL');
    const live = nhl.locator('.game-tile').filter({ has: page.locator('.game-status', { hasText: /^P\d$/ }) }).first();
    await expect(live).toBeVisible();
    await expect(live.locator('.game-score')).toHaveCount(2);
    const button = live.getByRole('button', { name: 'update' });
    await button.click();
    await expect(live.getByText('Updated')).toBeVisible();
    await expect(button).toBeDisabled();
    await expect(live).toHaveClass(/updated/);
  });
});
