import { expect, test } from './fixtures';

// 10:50 p.m. in New York: every showing of the day has started.
test.use({ timezoneId: 'America/New_York', serverNow: '2026-11-22T03:50:00Z' });

test('late in the evening the page says no showings remain today and offers tomorrow in one click', async ({
  page,
}) => {
  await page.goto('/cinema?zip=10001');
  await expect(page.getByText('No showings remain today.')).toBeVisible();
  const tomorrow = page.getByRole('button', { name: 'See showtimes for tomorrow, Sunday Nov. 22' });
  await tomorrow.click();
  await expect(page.locator('.day-title')).toHaveText('Sunday Nov. 22');
  await expect(page.locator('.theatre-times time').first()).toHaveAttribute('datetime', /^2026-11-22T/);
  await expect(page.getByText('No showings remain today.')).toHaveCount(0);
  await expect(page.getByRole('button', { name: /See showtimes for tomorrow/ })).toHaveCount(0);
});
