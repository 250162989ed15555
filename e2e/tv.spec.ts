import type { Page } from '@playwright/test';
import { createUser, expect, openInApp, test, uniqueEmail, useToken } from './fixtures';

/** The number in '{n} movies found' / '{n} events found'. */
async function countOf(page: Page, noun: 'movies' | 'events'): Promise<number> {
  const text = await page.getByText(new RegExp(`^\\d+ ${noun} found$`)).textContent();
  return Number(text!.split(' ')[0]);
}

test.describe('television', () => {
  test('movies on TV: genre buttons and free text change the count; airings open', async ({ page }) => {
    await page.goto('/television');
    await expect(page.getByRole('heading', { name: 'Movies on TV' })).toBeVisible();
    await expect(page.getByText(/^\d+ movies found$/)).toBeVisible();
    const all = await countOf(page, 'movies');
    expect(all).toBeGreaterThan(20);

    const family = page.getByRole('button', { name: 'Family', exact: true });
    await family.click();
    await expect(family).toHaveAttribute('aria-pressed', 'true');
    await expect(page.getByText(`${all} movies found`)).toHaveCount(0);
    const familyCount = await countOf(page, 'movies');
    expect(familyCount).toBeGreaterThan(0);
    expect(familyCount).toBeLessThan(all);

    await page.getByRole('button', { name: 'Sci-fi', exact: true }).click();
    await expect(family).toHaveAttribute('aria-pressed', 'false');
    const scifi = await countOf(page, 'movies');
    expect(scifi).toBeGreaterThan(0);
    expect(scifi).toBeLessThan(all);

    await page.getByRole('button', { name: 'Reset', exact: true }).click();
    await expect(page.getByText(`${all} movies found`)).toBeVisible();
    await page.getByRole('searchbox', { name: 'Genre or title' }).fill('HORROR');
    await expect(page.getByText(`${all} movies found`)).toHaveCount(0);

    await page.locator('.tv-grid .airing-button').first().click();
    const dialog = page.getByRole('dialog');
    await expect(dialog.getByText('Cast:')).toBeVisible();
    await expect(dialog.getByRole('img')).toBeVisible();
    await dialog.getByRole('button', { name: 'Close' }).click();
    await expect(page.getByRole('dialog')).toHaveCount(0);
  });

  test('movies on TV: a failing server shows the listings error', async ({ page }) => {
    await page.route('**/v1/tv-movies**', (route) => route.fulfill({ status: 502, body: 'down' }));
    await openInApp(page, '/television/movies');
    await expect(page.getByText('Failed to get listings', { exact: true })).toBeVisible();
  });

  test('sports on TV: sport buttons filter, airings open to station and date, day arrows move', async ({ page }) => {
    await page.goto('/television/sports');
    await expect(page.getByText(/^\d+ events found$/)).toBeVisible();
    const all = await countOf(page, 'events');
    await page.getByRole('button', { name: 'Football', exact: true }).click();
    await expect(page.getByText(`${all} events found`)).toHaveCount(0);
    const football = await countOf(page, 'events');
    expect(football).toBeGreaterThan(0);
    for (const title of await page.locator('.tv-grid .airing-title').allTextContents())
      expect(title).toMatch(/Football/);

    await page.locator('.tv-grid .airing-button').first().click();
    // The channel by its name and number on the line-up, not its call sign.
    await expect(
      page.getByRole('dialog').getByText(/^Saturday Nov\. 21, \d+:\d\d [AP]M on [A-Za-z][\w ]+ \d+$/),
    ).toBeVisible();
    await page.keyboard.press('Escape');

    await page.getByRole('button', { name: 'Reset', exact: true }).click();
    await page.getByRole('searchbox', { name: 'Sport or team' }).fill('boxing');
    await expect(page.getByText('1 events found')).toBeVisible();

    await page.getByRole('button', { name: 'Next day' }).click();
    await expect(page.getByText('Sunday Nov. 22')).toBeVisible();
    await expect(page.getByText(/^\d+ events found$/)).toBeVisible();
  });

  test('sports on TV: a failing server shows the listings error', async ({ page }) => {
    await page.route('**/v1/tv-sports**', (route) => route.fulfill({ status: 500, body: 'down' }));
    await openInApp(page, '/television/sports');
    await expect(page.getByText('Failed to get listings.', { exact: true })).toBeVisible();
  });

  test('search: results, episodes, no Save for a visitor, no results', async ({ page }) => {
    await page.goto('/television/search');
    await page.getByLabel('Show title').fill('nightfall');
    await page.getByRole('main').getByRole('button', { name: 'Search', exact: true }).click();
    const tile = page.locator('.show-tile').first();
    await expect(tile.getByRole('heading', { name: 'Nightfall' })).toBeVisible();
    await expect(tile.getByText(/^on /)).toBeVisible();
    await expect(tile.getByText(/^\d+ (h|min)( \d+ min)?$/)).toBeVisible();
    await expect(tile.getByRole('button', { name: /save/i })).toHaveCount(0);

    await tile.getByRole('button', { name: 'Next Episode' }).click();
    await expect(tile.getByText(/^Airs: /)).toBeVisible();
    await expect(tile.getByText(/^S\d+ E\d+$/)).toBeVisible();
    await tile.getByRole('button', { name: 'Previous Episode' }).click();
    await expect(tile.getByText(/^Aired: /)).toBeVisible();

    await page.getByLabel('Show title').fill('qqqzzz');
    await page.getByRole('main').getByRole('button', { name: 'Search', exact: true }).click();
    await expect(page.getByText('No results found')).toBeVisible();
  });

  test('show detail: the tile, the page title, and the error message for an unknown show', async ({ page }) => {
    await page.goto('/television/show/49');
    await expect(page.getByRole('heading', { level: 1, name: 'Nightfall' })).toBeVisible();
    await expect(page).toHaveTitle('Nightfall — TV Show | Entertainment Guide');
    await page.goto('/television/show/999999');
    await expect(page.getByText('There is no show with id 999999.')).toBeVisible();
  });

  test('save a show when logged in, see it on the account page with its next episode, forget it', async ({
    page,
    request,
  }) => {
    const token = await createUser(request, uniqueEmail('tv'));
    await useToken(page, token);
    await page.goto('/television/search?title=nightfall');
    const save = page.getByRole('button', { name: 'Save Nightfall' });
    await save.click();
    const saved = page.getByRole('button', { name: 'Saved Nightfall', pressed: true });
    await expect(saved).toContainText('✓');

    // Already saved: shown as saved on another visit.
    await page.goto('/television/show/49');
    await expect(page.getByRole('button', { name: 'Saved Nightfall', pressed: true })).toBeVisible();

    await page.goto('/user/account');
    const item = page.locator('.saved-show', { hasText: 'Nightfall' });
    await expect(item).toBeVisible();
    await expect(item.getByText(/^Next episode: \w+\.? \d+, \d{4}$/)).toBeVisible();
    await item.getByRole('button', { name: 'Forget Nightfall' }).click();
    await expect(item).toHaveCount(0);
  });
});

test.describe('television in another time zone', () => {
  test.use({ timezoneId: 'Asia/Tokyo' });

  test('asks for the start of the viewer’s own day, in UTC', async ({ page }) => {
    // 17:00 UTC on Nov. 21 is already 02:00 on Nov. 22 in Tokyo, whose day began at 15:00 UTC.
    const asked = page.waitForRequest((r) => r.url().includes('/v1/tv-movies'));
    await page.goto('/television');
    expect(new URL((await asked).url()).searchParams.get('date')).toBe('2026-11-21T15:00:00.000Z');
    await expect(page.getByText('Sunday Nov. 22')).toBeVisible();
  });
});
