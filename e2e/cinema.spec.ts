import type { Page } from '@playwright/test';
import { createUser, expect, gotoHydrated, openInApp, postAsApp, test, uniqueEmail, useToken } from './fixtures';

// Both clocks: Saturday 2026-11-21, noon in New York.
test.describe('cinema', () => {
  test('a zip is checked, then its theatres and showtimes are listed and a tile opens', async ({ page }) => {
    await page.goto('/cinema');
    const zip = page.getByLabel('Zip code', { exact: true });
    await zip.fill('abcde');
    await page.getByRole('button', { name: 'Get movies' }).click();
    await expect(page.getByText('Please enter a valid U.S. zip code.')).toBeVisible();
    await expect(page).toHaveURL(/\/cinema$/);

    await zip.fill('10001');
    await page.getByRole('button', { name: 'Get movies' }).click();
    await expect(page).toHaveURL(/\/cinema\?zip=10001$/);
    await expect(page.getByText('Showtimes near 10001 · New York, NY')).toBeVisible();
    await expect(page.getByText('Saturday Nov. 21')).toBeVisible();
    const tiles = page.locator('.movie-tile');
    await expect(tiles.first()).toBeVisible();
    expect(await tiles.count()).toBeGreaterThan(5);

    // Every film shows its times at each theatre without opening anything, in 12-hour form.
    const firstTile = tiles.first();
    await expect(firstTile.locator('.theatre-times time').first()).toHaveText(/^\d{1,2}:\d\d (AM|PM)$/);
    await expect(firstTile.locator('.movie-poster-frame img')).toHaveAttribute('src', /^\/v1\/images\/showings\//);
    await expect(page.locator('.theatre-times time').filter({ hasText: /^\d\d:\d\d$/ })).toHaveCount(0);
    const first = firstTile.getByRole('button', { name: /^Details of / });
    await first.focus();
    await page.keyboard.press('Enter');
    await expect(first).toHaveAttribute('aria-expanded', 'true');
    await expect(first).toBeFocused();
    await expect(firstTile.getByText(/Runtime \d+ (h|min)( \d+ min)? · Nov\. 21, 2026/)).toBeVisible();
    await expect(firstTile.getByText(/Cast:/)).toBeVisible();
    await first.click();
    await expect(first).toHaveAttribute('aria-expanded', 'false');

    // The zip is remembered: coming back without it in the address restores it.
    await page.goto('/cinema');
    await expect(page).toHaveURL(/\/cinema\?zip=10001$/);
    await expect(page.getByLabel('Zip code', { exact: true })).toHaveValue('10001');
  });

  test('films come by their next showtime, or by title, with tomorrow one click away', async ({ page }) => {
    await page.goto('/cinema?zip=10001');
    await expect(page.locator('.movie-tile').first()).toBeVisible();
    const order = page.getByRole('group', { name: 'Sort by' });
    await expect(order.getByRole('link', { name: 'Next showtime' })).toHaveAttribute('aria-current', 'true');
    const firstTimes = await page.locator('.movie-tile').evaluateAll((tiles) =>
      tiles.map(
        (t) =>
          Array.from(t.querySelectorAll('.theatre-times time:not(.past)'))
            .map((e) => e.getAttribute('datetime')!)
            .sort()[0] ?? '~',
      ),
    );
    expect(firstTimes).toEqual([...firstTimes].sort());
    await order.getByRole('link', { name: 'Title' }).click();
    await expect(page).toHaveURL(/\/cinema\?zip=10001&sort=title$/);
    const titles = await page.locator('.movie-title').allTextContents();
    expect(titles).toEqual([...titles].sort((a, b) => a.localeCompare(b)));
    await expect(page.getByRole('button', { name: 'See showtimes for tomorrow, Sunday Nov. 22' })).toBeVisible();
  });

  test('moves a day forward and back and refuses yesterday', async ({ page }) => {
    await page.goto('/cinema?zip=94103');
    await expect(page.getByText('San Francisco, CA')).toBeVisible();
    await expect(page.locator('.movie-tile').first()).toBeVisible();
    await page.getByRole('button', { name: 'Prev day' }).click();
    await expect(page.getByText('Invalid date')).toBeVisible();
    await expect(page.getByText('Saturday Nov. 21')).toBeVisible();
    await page.getByRole('button', { name: 'Next day' }).click();
    await expect(page.getByText('Sunday Nov. 22')).toBeVisible();
    await expect(page.locator('.theatre-times time').first()).toHaveAttribute('datetime', /^2026-11-22T/);
    await page.getByRole('button', { name: 'Prev day' }).click();
    await expect(page.getByText('Saturday Nov. 21')).toBeVisible();
  });

  test('filters the films to one theatre', async ({ page }) => {
    await page.goto('/cinema?zip=02134');
    await expect(page.locator('.movie-tile').first()).toBeVisible();
    const all = await page.locator('.movie-tile').count();
    const filter = page.getByLabel('Theatre', { exact: true });
    const theatre = (await filter.locator('option').nth(1).textContent())!;
    await filter.selectOption({ label: theatre });
    await expect.poll(() => page.locator('.movie-tile').count()).toBeLessThan(all);
    await expect(page.locator('.theatre-times .theatre-name').first()).toHaveText(theatre);
    await expect(page.locator('.theatre-times .theatre-name').filter({ hasNotText: theatre })).toHaveCount(0);
  });

  test('clearing the zip removes it from the address and storage and resets the form', async ({ page }) => {
    await page.goto('/cinema?zip=02134');
    await expect(page.locator('.movie-tile').first()).toBeVisible();
    await page.getByRole('button', { name: 'Clear' }).click();
    await expect(page).toHaveURL(/\/cinema$/);
    await expect(page.getByLabel('Zip code', { exact: true })).toHaveValue('');
    await expect(page.locator('.movie-tile')).toHaveCount(0);
    expect(await page.evaluate(() => localStorage.getItem('zip'))).toBeNull();
    await page.reload();
    await expect(page).toHaveURL(/\/cinema$/);
  });

  test('an unknown zip has no showings', async ({ page }) => {
    await page.goto('/cinema?zip=99999');
    await expect(page.getByText('No showings found.')).toBeVisible();
  });

  test('logging in lands on the cinema with the first saved zip’s listings, no pick needed', async ({
    page,
    request,
  }) => {
    const email = uniqueEmail('cinema-login');
    const token = await createUser(request, email);
    for (const zip of ['94103', '10001'])
      expect((await postAsApp(request, `/v1/users/add-zip?zip=${zip}`, { token })).ok()).toBe(true);
    await gotoHydrated(page, '/user/login');
    await page.getByLabel('E-mail').fill(email);
    await page.getByLabel('Password').fill('plum-harbour-42');
    await page.getByRole('button', { name: 'Log in' }).click();
    await expect(page).toHaveURL(/\/cinema\?zip=94103$/);
    await expect(page.getByText('San Francisco, CA')).toBeVisible();
    await expect(page.locator('.movie-tile').first()).toBeVisible();
    await expect(page.getByLabel('Zip code', { exact: true })).toHaveValue('94103');
  });

  test('a logged-in user picks a saved zip, cannot save it twice, and saves another', async ({ page, request }) => {
    const token = await createUser(request, uniqueEmail('cinema'));
    // The request context keeps the server's XSRF-TOKEN cookie, so it echoes it as a browser page would.
    const xsrf = (await request.storageState()).cookies.find((c) => c.name === 'XSRF-TOKEN')?.value ?? '';
    const saved = await request.post('/v1/users/add-zip?zip=94103', {
      headers: { authorization: `Bearer ${token}`, 'x-xsrf-token': xsrf },
    });
    expect(saved.ok()).toBe(true);
    await useToken(page, token);
    // With no zip on the device, the first saved zip is shown at once.
    await page.goto('/cinema');
    await expect(page).toHaveURL(/\/cinema\?zip=94103$/);
    await expect(page.getByLabel('Saved zip codes')).toHaveValue('94103');
    await expect(page.getByLabel('Zip code', { exact: true })).toHaveValue('94103');
    await expect(page.getByText('San Francisco, CA')).toBeVisible();
    await expect(page.locator('.movie-tile').first()).toBeVisible();
    // A zip already saved cannot be saved again: the button says so and does nothing.
    await expect(page.getByRole('button', { name: 'Save zip' })).toBeDisabled();
    await expect(page.getByRole('button', { name: 'Save zip' })).toHaveAccessibleDescription('Saved');

    await page.getByLabel('Zip code', { exact: true }).fill('10001');
    await page.getByRole('button', { name: 'Get movies' }).click();
    const save = page.getByRole('button', { name: 'Save zip' });
    await save.click();
    await expect(page.getByText('Zip 10001 saved')).toBeVisible();
    // The button stays where it was, now disabled, and keeps the focus.
    await expect(save).toBeDisabled();
    await expect(save).toBeFocused();
    await expect(page.getByLabel('Saved zip codes').locator('option')).toHaveText([
      'Pick a saved zip',
      '94103',
      '10001',
    ]);
  });
});

test.describe('new movie releases on the landing page', () => {
  // The landing page arrives with its releases (rendered on the server); reached from another
  // page, the browser asks for them.
  const toLanding = (page: Page) => openInApp(page, '/');

  test('six placeholders while loading, then a tile per film with a poster from our server', async ({ page }) => {
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/v1/discover', async (route) => {
      await held;
      await route.continue();
    });
    await toLanding(page);
    await expect(page.getByRole('heading', { name: 'New Movie Releases' })).toBeVisible();
    const section = page.locator('section', { has: page.getByRole('heading', { name: /New Movie Releases/ }) });
    await expect(section.getByTestId('placeholder-tile')).toHaveCount(6);
    release();
    await expect(section.locator('.release-tile').first()).toBeVisible();
    await expect(section.getByTestId('placeholder-tile')).toHaveCount(0);
    const coming = section.getByRole('group', { name: 'Coming soon' });
    await expect(coming.locator('.release-tile').first().getByText('Releases: Nov. 27, 2026')).toBeVisible();
    const opened = section.getByRole('group', { name: 'New releases' });
    await expect(opened.locator('.release-tile').first().getByText('Released: Nov. 20, 2026')).toBeVisible();
    const poster = section.locator('.release-tile img').first();
    await expect(poster).toHaveAttribute('src', /^\/v1\/images\/posters\/w185\//);
    await expect(poster).toHaveAttribute('width', '185');
    await expect
      .poll(() => poster.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
      .toBeGreaterThan(0);
  });

  test('says when the releases cannot be loaded', async ({ page }) => {
    await page.route('**/v1/discover', (route) => route.fulfill({ status: 502, body: 'down' }));
    await toLanding(page);
    await expect(page.getByText('Failed to get listings.')).toBeVisible();
  });
});
