import type { Page } from '@playwright/test';
import { DEFAULT_NOW, createUser, expect, postAsApp, test, uniqueEmail, useToken } from './fixtures';

const flash = (page: Page, text: string) => page.locator('.flash', { hasText: text });

test.describe('accounts', () => {
  test('create, log in, keep zips, reload, log out', async ({ page }) => {
    const email = uniqueEmail('journey');

    await page.goto('/user/new');
    await page.getByRole('button', { name: 'Create account' }).click();
    await expect(page.getByText('Please enter your e-mail address.')).toBeVisible();
    await page.getByLabel('E-mail').fill(email);
    await page.getByLabel('Password').fill('plum-harbour-42');
    await page.getByRole('button', { name: 'Create account' }).click();
    await expect(page).toHaveURL(/\/user\/login$/);
    await expect(flash(page, 'New user created. Please log in.')).toBeVisible();

    await page.getByLabel('E-mail').fill(email);
    await page.getByLabel('Password').fill('wrong-password');
    await page.getByRole('button', { name: 'Log in' }).click();
    await expect(flash(page, 'Error logging in.')).toBeVisible();

    await page.getByLabel('Password').fill('plum-harbour-42');
    await page.getByRole('button', { name: 'Log in' }).click();
    await expect(page).toHaveURL(/\/cinema$/);
    await expect(flash(page, 'Logged in.')).toBeVisible();

    await page.goto('/user/login');
    await expect(flash(page, 'You are logged in.')).toBeVisible();
    await page.goto('/user');
    await expect(page).toHaveURL(/\/user\/account$/);
    await expect(page.getByText(`Logged in as ${email}`)).toBeVisible();
    await expect(flash(page, 'No saved zip codes. Add one.')).toBeVisible();

    const zipField = page.getByLabel('Add a zip code');
    const addZip = page.getByRole('button', { name: 'Add zip' });
    for (const zip of ['02134', '10001', '94103']) {
      await zipField.fill(zip);
      await addZip.click();
      await expect(page.getByText(zip, { exact: true })).toBeVisible();
    }
    await expect(zipField).toHaveValue('');

    await zipField.fill('12ab');
    await addZip.click();
    await expect(page.getByText('Please enter a valid zip')).toBeVisible();
    await expect(zipField).toHaveAttribute('aria-invalid', 'true');

    await zipField.fill('02134');
    await addZip.click();
    await expect(flash(page, 'Zip code 02134 already exists.')).toBeVisible();
    await expect(page.getByText('Please enter a valid zip')).toHaveCount(0);

    await page.getByRole('button', { name: 'Forget zip 10001' }).click();
    await expect(flash(page, 'Zip 10001 removed')).toBeVisible();
    await expect(page.getByText('10001', { exact: true })).toHaveCount(0);

    await page.reload();
    await expect(page.locator('.saved-list .zip')).toHaveText(['02134', '94103']);

    await page.getByRole('button', { name: 'Logout' }).click();
    await expect(page).toHaveURL(/\/user\/logout$/);
    await expect(page.getByText('You are logged out.')).toBeVisible();
    expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();

    await page.goto('/user/account');
    await expect(page).toHaveURL(/\/$/);
  });

  test('a duplicate e-mail shows the server sentence', async ({ page, request }) => {
    const email = uniqueEmail('dup');
    await createUser(request, email);
    await page.goto('/user/new');
    await page.getByLabel('E-mail').fill(email);
    await page.getByLabel('Password').fill('plum-harbour-42');
    await page.getByRole('button', { name: 'Create account' }).click();
    await expect(flash(page, 'An account with that e-mail address already exists.')).toBeVisible();
    await expect(page).toHaveURL(/\/user\/new$/);
  });

  test('the /user switcher offers login and create account', async ({ page }) => {
    await page.goto('/user');
    await expect(page.getByRole('button', { name: 'Log in' }).first()).toHaveAttribute('aria-pressed', 'true');
    await page.getByRole('button', { name: 'Create account' }).first().click();
    await expect(page.getByText('Passwords need at least 8 characters.')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Create account' }).last()).toBeVisible();
  });

  test('a revoked token on the account page is told to log in', async ({ page, request }) => {
    const token = await createUser(request, uniqueEmail('revoked'));
    expect((await postAsApp(request, '/v1/users/revoke', { form: { token } })).status()).toBe(200);
    await useToken(page, token);
    await page.goto('/user/account');
    await expect(flash(page, 'Not authorized. Please log in to continue')).toBeVisible();
    await page.getByRole('link', { name: 'Log in' }).click();
    await expect(page).toHaveURL(/\/user\/login$/);
  });

  test('a failing server shows "Unable to load user data."', async ({ page, request }) => {
    const token = await createUser(request, uniqueEmail('broken'));
    await useToken(page, token);
    await page.route('**/v1/users/get-data', (route) => route.fulfill({ status: 500, body: 'boom' }));
    await page.goto('/user/account');
    await expect(flash(page, 'Unable to load user data.')).toBeVisible();
  });

  test('get-data 404 shows "No saved user data." and a failed save "Error saving zip"', async ({ page, request }) => {
    const token = await createUser(request, uniqueEmail('nodata'));
    await useToken(page, token);
    await page.route('**/v1/users/get-data', (route) => route.fulfill({ status: 404, body: 'none' }));
    await page.goto('/user/account');
    await expect(flash(page, 'No saved user data.')).toBeVisible();
    await page.unroute('**/v1/users/get-data');
    await page.reload();
    await page.route('**/v1/users/add-zip*', (route) => route.fulfill({ status: 500, body: 'boom' }));
    await page.getByLabel('Add a zip code').fill('60601');
    await page.getByRole('button', { name: 'Add zip' }).click();
    await expect(flash(page, 'Error saving zip')).toBeVisible();
    await page.route('**/v1/users/delete-zip*', (route) =>
      route.fulfill({ status: 500, body: 'The database is resting.' }),
    );
    await page.unroute('**/v1/users/add-zip*');
    await page.getByRole('button', { name: 'Add zip' }).click();
    await page.getByRole('button', { name: 'Forget zip 60601' }).click();
    await expect(flash(page, 'Error: The database is resting.')).toBeVisible();
  });
});

test.describe('expired sessions', () => {
  // The browser's clock runs three days and a minute past the server's: the token it gets has expired.
  test.use({ browserNow: new Date(Date.parse(DEFAULT_NOW) + (72 * 60 + 1) * 60_000).toISOString() });

  test('an expired token is removed and the user is told', async ({ page, request }) => {
    const token = await createUser(request, uniqueEmail('expired'));
    await useToken(page, token);
    await page.goto('/');
    await expect(flash(page, 'Your session has expired. Log in to use your saved zip codes.')).toBeVisible();
    expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();
    await page.goto('/user/account');
    await expect(page).toHaveURL(/\/$/);
  });
});

test.describe('phone width', () => {
  test.use({ viewport: { width: 384, height: 800 } });

  test('the account page fits a 384px screen', async ({ page, request }) => {
    await useToken(page, await createUser(request, uniqueEmail('phone')));
    await page.goto('/user/account');
    await expect(page.getByRole('button', { name: 'Add zip' })).toBeVisible();
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
  });
});
