import { expect, test } from './fixtures';

test.describe('app shell', () => {
  test('title links home; the menu reaches cinema, TV and account', async ({ page }) => {
    await page.goto('/cinema');
    await page.getByRole('link', { name: 'Entertainment Guide' }).click();
    await expect(page).toHaveURL(/\/$/);
    const nav = page.getByRole('navigation', { name: 'Main' });
    await nav.getByRole('link', { name: 'Cinema' }).click();
    await expect(page).toHaveURL(/\/cinema$/);
    await nav.getByRole('link', { name: 'On TV' }).click();
    await expect(page).toHaveURL(/\/television$/);
    const tvMenu = page.getByRole('navigation', { name: 'Television' });
    await expect(tvMenu.getByRole('link')).toHaveText(['Movies on TV', 'Sports on TV', 'Search for a Show']);
    await nav.getByTitle('Account').click();
    await expect(page).toHaveURL(/\/user$/);
    await expect(page.getByRole('navigation', { name: 'Television' })).toHaveCount(0);
  });

  test('deep links and unknown paths load the app', async ({ page }) => {
    await page.goto('/some/unknown/path');
    await expect(page.getByRole('heading', { name: 'NHL' })).toBeVisible();
    await page.goto('/television/show/1');
    await expect(page).toHaveTitle(/ — TV Show \| Entertainment Guide$/);
  });

  test('guarded pages send a visitor to the landing page', async ({ page }) => {
    for (const path of ['/user/account', '/user/add-games']) {
      await page.goto(path);
      await expect(page).toHaveURL(/\/$/);
    }
  });

  test('a screen whose code cannot be fetched says so and offers a reload, and the rest of the app still works', async ({
    page,
  }) => {
    await page.goto('/');
    await expect(page.getByRole('heading', { name: 'NHL' })).toBeVisible();
    await page.route(/\/assets\/CinemaPage-[\w-]+\.js$/, (route) => route.abort('internetdisconnected'));
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Cinema' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Page not loaded' })).toBeVisible();
    await expect(page.getByText('This page could not be loaded. Check your connection, then reload.')).toBeVisible();
    await page.unroute(/\/assets\/CinemaPage-[\w-]+\.js$/);
    await page.getByRole('button', { name: 'Reload' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Cinema' })).toBeVisible();
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'On TV' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Movies on TV' })).toBeVisible();
  });
});
