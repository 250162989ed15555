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
  // The grid opens at now: every film on now is marked in view, with its span; opened, how far along it is.
  const marked = page.locator('.tv-grid .grid-airing.on-now');
  await expect(marked).toHaveCount(onNow.size);
  await expect(marked.first()).toBeInViewport();
  await expect(marked.first().locator('time')).toHaveText(/^\d{1,2}:\d\d( [AP]M)? – \d{1,2}:\d\d [AP]M$/);
  await marked.first().getByRole('button').click();
  const dialog = page.getByRole('dialog');
  await expect(dialog.locator('.airing-progress')).toHaveText(/(\d+ h)?( ?\d+ min)? left$/);
  await expect(dialog.getByRole('progressbar', { name: 'How far along' })).toBeVisible();
});
