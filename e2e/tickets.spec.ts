import { expect, test } from './fixtures';

// Saturday Nov. 21, 2026, 7:30 p.m. in New York, on a phone.
test.use({ timezoneId: 'America/New_York', serverNow: '2026-11-22T00:30:00Z', viewport: { width: 384, height: 800 } });

test('every showtime still to come is a link to buy that showing, 44 px tall on a phone', async ({ page }) => {
  await page.goto('/cinema?zip=10001');
  const tile = page.locator('.movie-tile').first();
  await expect(tile).toBeVisible();
  const links = page.locator('.theatre-times a.showtime-link');
  await expect(links.first()).toBeVisible();
  // Every time shown is either a ticket link or a showing already begun.
  const shown = await page.locator('.theatre-times .showtime').count();
  const started = await page.locator('.theatre-times .showtime.past').count();
  expect(await links.count()).toBe(shown - started);
  for (const href of await links.evaluateAll((all) => all.map((a) => a.getAttribute('href')))) {
    expect(href).toMatch(
      /^https:\/\/(tickets\.example\.com\/\d+\/\w+\?showtime=2026-11-21T\d\d%3A\d\d|theatres\.example\.com\/\d+)$/,
    );
  }
  // Ticket links name the showing; theatres without online sales send the buyer to their own page.
  await expect(
    tile.getByRole('link', { name: /^\d{1,2}:\d\d PM tickets for .+ at .+ \(opens a new tab\)$/ }).first(),
  ).toBeVisible();
  expect(await page.locator('a.showtime-link[href^="https://theatres.example.com/"]').count()).toBeGreaterThan(0);
  const box = await links.first().boundingBox();
  expect(box!.height).toBeGreaterThanOrEqual(44);
  await expect(links.first()).toHaveAttribute('target', '_blank');
});
