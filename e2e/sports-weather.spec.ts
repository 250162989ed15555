import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';

// Saturday Apr. 4, 2026, 5:45 p.m. in New York. The offline world is a function of the date, and
// a search over the season's days (server/src/world/sports) found this instant: one MLB game
// rained out (announced from 90 minutes before its start), one in a rain delay, and NHL games
// decided in overtime two days before.
test.use({ timezoneId: 'America/New_York', serverNow: '2026-04-04T21:45:00Z' });

const section = (page: Page, name: string) => page.getByRole('region', { name });

test.describe('games off their usual course', () => {
  test('a rained-out game stays on its day as Postponed, its make-up is on the next day', async ({ page }) => {
    await page.goto('/');
    const mlb = section(page, 'MLB');
    await expect(mlb.locator('.day-title')).toHaveText('Saturday April 4');
    const postponed = mlb
      .locator('.game-tile')
      .filter({ has: page.locator('.game-status', { hasText: /^Postponed$/ }) });
    await expect(postponed).toHaveCount(1);
    await expect(postponed.locator('.game-detail')).toHaveText('Postponed: Rain, moved to Sunday April 5');
    await expect(postponed.locator('.game-score')).toHaveCount(0);
    await expect(postponed.getByRole('button', { name: 'update' })).toHaveCount(0);
    const home = (await postponed.locator('.game-team-name').last().getByRole('link').innerText()).trim();

    await mlb.getByRole('button', { name: 'Next MLB day' }).click();
    await expect(mlb.locator('.day-title')).toHaveText('Sunday April 5');
    const doubleheader = mlb.locator('.game-tile').filter({ hasText: home });
    await expect(doubleheader.locator('.game-description')).toHaveText([
      'Regular Season, game 1',
      'Regular Season, game 2',
    ]);
  });

  test('a delayed game says so with its inning, keeps its score and can still be updated', async ({ page }) => {
    await page.goto('/');
    const mlb = section(page, 'MLB');
    const delayed = mlb
      .locator('.game-tile')
      .filter({ has: page.locator('.game-status', { hasText: /^Delayed \(\d+\)$/ }) });
    await expect(delayed).toHaveCount(1);
    await expect(delayed.locator('.game-detail')).toHaveText('Delayed: Rain');
    await expect(delayed.locator('.game-score')).toHaveCount(2);
    await expect(delayed.getByRole('button', { name: 'update' })).toBeVisible();
  });

  test('a game decided in overtime is final with its period and no update button', async ({ page }) => {
    await page.goto('/');
    const nhl = section(page, 'NHL');
    await nhl.getByRole('button', { name: 'Prev NHL day' }).click();
    await nhl.getByRole('button', { name: 'Prev NHL day' }).click();
    await expect(nhl.locator('.day-title')).toHaveText('Thursday April 2');
    const overtime = nhl
      .locator('.game-tile')
      .filter({ has: page.locator('.game-status', { hasText: /^Final\/OT$/ }) });
    await expect(overtime).toHaveCount(1);
    await expect(overtime.locator('.game-score')).toHaveCount(2);
    const [visitor, home] = await overtime.locator('.game-score').allInnerTexts();
    expect(Math.abs(Number(home) - Number(visitor))).toBe(1);
    await expect(overtime.getByRole('button', { name: 'update' })).toHaveCount(0);
    await expect(
      nhl.locator('.game-tile').filter({ has: page.locator('.game-status', { hasText: /^Final\/SO$/ }) }),
    ).toHaveCount(1);
  });
});
