import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';

// 8:30 p.m. in New York on Saturday Nov. 21.
test.use({ timezoneId: 'America/New_York', serverNow: '2026-11-22T01:30:00Z' });

/** Start times of the visible tiles, as instants. */
const starts = (page: Page) =>
  page.locator('.airing-tile time').evaluateAll((times) => times.map((t) => Date.parse(t.getAttribute('datetime')!)));
const NOW = Date.parse('2026-11-22T01:30:00Z');

for (const { path, heading } of [
  { path: '/television/movies', heading: 'Movies on TV' },
  { path: '/television/sports', heading: 'Sports on TV' },
]) {
  test(`${heading} opens at the current time, marks what is on now, and reaches earlier airings`, async ({ page }) => {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
    const onNow = page.locator('.airing-tile.on-now');
    await expect(onNow.first()).toBeVisible();
    await expect(onNow.first().getByText('On now')).toBeVisible();
    // Nothing that ended before 8:30 p.m. is shown until asked for; every tile names its channel.
    const first = (await starts(page))[0]!;
    expect(first).toBeLessThanOrEqual(NOW);
    await expect(page.locator('.airing-tile').filter({ hasNot: page.locator('.airing-station') })).toHaveCount(0);
    const visible = await page.locator('.airing-tile').count();
    const earlier = page.getByRole('button', { name: /^Show \d+ earlier airings?$/ });
    const hidden = Number((await earlier.textContent())!.match(/\d+/)![0]);
    await earlier.click();
    await expect(page.locator('.airing-tile')).toHaveCount(visible + hidden);
    await expect(page.getByRole('button', { name: /^Hide \d+ earlier airings?$/ })).toBeFocused();
    // The same day switcher on both pages.
    await page.getByRole('button', { name: 'Next day' }).click();
    await expect(page.locator('.day-title')).toHaveText('Sunday Nov. 22');
    await expect(page.locator('.airing-tile.on-now')).toHaveCount(0);
    await expect(page.getByRole('button', { name: /earlier airings?$/ })).toHaveCount(0);
  });
}

test('an opened tile takes its whole row and leaves no hole in the grid', async ({ page }) => {
  await page.goto('/television/movies');
  await page.getByRole('button', { name: /^Show \d+ earlier/ }).click();
  const grid = page.locator('.airing-grid');
  const second = page.locator('.airing-tile').nth(1);
  await second.getByRole('button').click();
  await expect(second.getByText('Cast:')).toBeVisible();
  const gridBox = (await grid.boundingBox())!;
  const box = (await second.boundingBox())!;
  expect(Math.round(box.width)).toBe(Math.round(gridBox.width));
  // The first row is still full: three tiles side by side at 1280 px.
  const tops = await page
    .locator('.airing-tile')
    .evaluateAll((tiles) => tiles.slice(0, 4).map((t) => Math.round(t.getBoundingClientRect().top)));
  expect(tops.filter((top) => top === tops[0]).length).toBe(3);
});
