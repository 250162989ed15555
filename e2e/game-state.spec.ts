import { expect, test } from './fixtures';

// A July Saturday, 8:30 p.m. in New York: MLB games in every part of their innings, some over,
// some still to come, one rained out.
test.use({ timezoneId: 'America/New_York', serverNow: '2026-07-19T00:30:00Z' });

test('live MLB games say the half-inning and the outs, and come before those to come and the finals', async ({
  page,
}) => {
  await page.goto('/');
  const mlb = page.getByRole('region', { name: 'MLB' });
  await expect(mlb.locator('.day-title')).toHaveText('Saturday July 18');
  const reds = mlb.locator('.game-tile').filter({ hasText: 'Cincinnati Reds' });
  await expect(reds.locator('.game-status')).toHaveText('Top 5th · 0 outs');
  await expect(reds.locator('.live-badge')).toHaveText('LIVE');
  await expect(mlb.locator('.game-tile').filter({ hasText: 'Pittsburgh Pirates' }).locator('.game-status')).toHaveText(
    'Bot 1st · 1 out',
  );

  const statuses = await mlb.locator('.game-tile .game-status').allTextContents();
  const kind = (s: string) =>
    /^(Top|Bot|Mid|End) /.test(s) ? 'live' : /^\d{1,2}:\d{2} [AP]M$/.test(s) ? 'to come' : 'over';
  const kinds = statuses.map(kind);
  expect(kinds.filter((k) => k === 'live')).toHaveLength(7);
  // Live, then to come, then over: the list never goes back to an earlier kind.
  const rank = { live: 0, 'to come': 1, over: 2 };
  expect(kinds.every((k, i) => i === 0 || rank[k] >= rank[kinds[i - 1]!])).toBe(true);
  expect(statuses.at(-1)).toMatch(/^(Final|Postponed)$/);
});
