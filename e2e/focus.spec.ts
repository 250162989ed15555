import type { Page } from '@playwright/test';
import { createUser, expect, postAsApp, test, uniqueEmail, useToken } from './fixtures';

// 8 p.m. in New York: live games on the landing page.
test.use({ timezoneId: 'America/New_York', serverNow: '2026-11-22T01:00:00Z' });

const announcer = (page: Page) => page.getByTestId('route-announcer');

test.describe('focus follows the user', () => {
  test('a route change focuses the new heading and announces it', async ({ page }) => {
    await page.goto('/');
    await page.getByRole('link', { name: 'Cinema' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Cinema' })).toBeFocused();
    await expect(announcer(page)).toHaveText('Cinema');
    await page.getByRole('link', { name: 'On TV' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Movies on TV' })).toBeFocused();
    await expect(announcer(page)).toHaveText('Movies on TV');
    await page.getByRole('link', { name: 'Search for a Show' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Search for a Show' })).toBeFocused();
  });

  test('Get movies and Clear keep the focus on the zip form', async ({ page }) => {
    await page.goto('/cinema');
    await page.getByLabel('Zip code', { exact: true }).fill('10001');
    const get = page.getByRole('button', { name: 'Get movies' });
    await get.focus();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/zip=10001/);
    await expect(page.getByRole('button', { name: 'Get movies' })).toBeFocused();
    await page.getByRole('button', { name: 'Clear' }).click();
    await expect(page.getByLabel('Zip code', { exact: true })).toBeFocused();
  });

  test('logging in lands on the cinema heading; Logout lands on its page heading', async ({ page, request }) => {
    const email = uniqueEmail('focus');
    await createUser(request, email);
    await page.goto('/user/login');
    await page.getByLabel('E-mail').fill(email);
    await page.getByLabel('Password').fill('plum-harbour-42');
    await page.getByRole('button', { name: 'Log in' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Cinema' })).toBeFocused();
    await page.goto('/user/account');
    await page.getByRole('button', { name: 'Logout' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Log out' })).toBeFocused();
    await expect(announcer(page)).toHaveText('Log out');
  });

  test('creating an account lands on the login heading', async ({ page }) => {
    await page.goto('/user/new');
    await page.getByLabel('E-mail').fill(uniqueEmail('created'));
    await page.getByLabel('Password').fill('plum-harbour-42');
    await page.getByRole('button', { name: 'Create account' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Log in' })).toBeFocused();
  });

  test('Save show keeps the focus; Delete and Forget hand it to what takes their place', async ({ page, request }) => {
    const token = await createUser(request, uniqueEmail('focus-save'));
    for (const zip of ['02134', '10001'])
      expect((await postAsApp(request, `/v1/users/add-zip?zip=${zip}`, { token })).ok()).toBe(true);
    await useToken(page, token);
    await page.goto('/television/show/49');
    const save = page.getByRole('button', { name: 'Save Nightfall' });
    // It is unavailable until the user's saved shows have loaded.
    await expect(save).toBeEnabled();
    await save.focus();
    await page.keyboard.press('Enter');
    const saved = page.getByRole('button', { name: 'Saved Nightfall', pressed: true });
    await expect(saved).toBeFocused();

    await page.goto('/user/account');
    await page.getByRole('button', { name: 'Forget zip 02134' }).click();
    await expect(page.getByText('Zip 02134 removed')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Forget zip 10001' })).toBeFocused();
    await page.getByRole('button', { name: 'Forget zip 10001' }).click();
    await expect(page.getByRole('heading', { name: 'Saved zip codes' })).toBeFocused();

    await page.getByRole('button', { name: 'Forget Nightfall' }).click();
    await expect(page.locator('.saved-show')).toHaveCount(0);
    await expect(page.getByRole('heading', { name: 'Saved shows' })).toBeFocused();
  });

  test('the focus ring is a 3 px outline that forced-colours mode keeps', async ({ page }) => {
    await page.goto('/cinema');
    // Wait for the page itself: until it has loaded, its heading may take the focus away.
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await page.keyboard.press('Tab');
    await page.keyboard.press('Tab');
    await expect(page.locator('a:focus-visible, button:focus-visible, input:focus-visible')).toHaveCount(1);
    const ring = () =>
      page.evaluate(() => {
        const style = getComputedStyle(document.activeElement!);
        return { style: style.outlineStyle, width: style.outlineWidth };
      });
    expect(await ring()).toEqual({ style: 'solid', width: '3px' });
    await page.emulateMedia({ forcedColors: 'active' });
    expect(await ring()).toEqual({ style: 'solid', width: '3px' });
  });
});
