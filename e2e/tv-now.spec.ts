import { expect, test } from './fixtures';

// Noon in New York on Saturday Nov. 21 (the fixtures' clock), the viewer in New York.
test.use({ timezoneId: 'America/New_York' });

test('the TV grid marks now and jumps to 8 PM; on a phone, now and next per channel with the same jump', async ({
  page,
}) => {
  await page.goto('/television/movies');
  await expect(page.locator('html[data-hydrated]')).toHaveCount(1);
  // Now: its half hour is marked and in view beside the channel names, as are the films on now.
  const nowColumn = page.locator('.tv-grid th.now-slot');
  await expect(nowColumn).toHaveText('Now12:00 PM');
  await expect(nowColumn).toBeInViewport();
  await expect(page.locator('.tv-grid .grid-airing.on-now').first()).toBeInViewport();
  await expect(page.getByRole('rowheader').first()).toHaveText(/^[A-Z][\w ]+ \d+$/);
  // The grid scrolls in its own box: the page itself never scrolls sideways, whichever hours are
  // in view (words hidden for screen readers once widened it to 3,141 px).
  const pageWidth = () => page.evaluate(() => document.documentElement.scrollWidth);
  expect(await pageWidth()).toBeLessThanOrEqual(1280);

  const prime = page.getByRole('button', { name: 'Prime time, 8:00 PM' });
  await prime.click();
  await expect(prime).toHaveAttribute('aria-pressed', 'true');
  const eightPm = page.locator('.tv-grid th.grid-time', { hasText: /^8:00 PM$/ });
  await expect(eightPm).toBeInViewport();
  await expect(nowColumn).not.toBeInViewport();
  expect(await pageWidth()).toBeLessThanOrEqual(1280);

  // Back to now, then a phone: the list of now and next, and the same jump.
  await page.getByRole('button', { name: 'Now', exact: true }).click();
  await expect(nowColumn).toBeInViewport();
  await page.setViewportSize({ width: 384, height: 800 });
  const list = page.getByRole('list', { name: 'Now and next, by channel' });
  await expect(list).toBeVisible();
  await expect(page.locator('.tv-grid')).toBeHidden();
  await expect(list.locator('.now-next-item.on-now').first()).toBeVisible();
  await prime.click();
  const atEight = page.getByRole('list', { name: '8:00 PM and next, by channel' });
  await expect(atEight.locator('.now-next-when').first()).toHaveText('8:00 PM');
  expect(await pageWidth()).toBeLessThanOrEqual(384);
});
