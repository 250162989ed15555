import type { TvMovieAiring } from '@guide/common/tv';
import { expect, test } from './fixtures';

// Saturday Nov. 21, 2026, 7:30 p.m. in New York.
test.use({ timezoneId: 'America/New_York', serverNow: '2026-11-22T00:30:00Z' });
const NOW = Date.parse('2026-11-22T00:30:00Z');

test('every film on now is visible without a click, with its start and end and how far along, on the TV pages', async ({
  page,
  request,
}) => {
  const airings = (await (await request.get('/v1/tv-movies?date=2026-11-21T05:00:00Z')).json()) as TvMovieAiring[];
  const onNow = new Set(
    airings
      .filter((a) => Date.parse(a.startTime) <= NOW && NOW < Date.parse(a.endTime!))
      .map((a) => `${a.program.rootId}|${a.station.callSign}|${a.startTime}`),
  );
  expect(onNow.size).toBeGreaterThan(2);

  await page.goto('/television/movies');
  const tiles = page.locator('.airing-tile');
  await expect(tiles.first()).toBeVisible();
  await expect(page.locator('.airing-tile.on-now')).toHaveCount(onNow.size);
  // On now comes first: the first tiles are exactly those on now, each with its span and what is left.
  const classes = await tiles.evaluateAll((all) => all.map((t) => t.classList.contains('on-now')));
  expect(classes.slice(0, onNow.size).every(Boolean)).toBe(true);
  expect(classes.slice(onNow.size).some(Boolean)).toBe(false);
  const first = page.locator('.airing-tile.on-now').first();
  await expect(first.locator('.airing-when time')).toHaveText(/^\d{1,2}:\d\d( [AP]M)? – \d{1,2}:\d\d [AP]M$/);
  await expect(first.locator('.airing-progress')).toHaveText(/(\d+ h)?( ?\d+ min)? left$/);
  await expect(first.getByRole('progressbar', { name: 'How far along' })).toBeVisible();
});
