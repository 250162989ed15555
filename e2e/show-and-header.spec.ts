import { createUser, expect, gotoHydrated, test, uniqueEmail, useToken } from './fixtures';

test('the show page is the show’s own: a title that is not a link, both episodes at once, the tab title TV Show', async ({
  page,
}) => {
  await page.goto('/television/show/49');
  const title = page.getByRole('heading', { level: 1, name: 'Nightfall' });
  await expect(title).toBeVisible();
  await expect(title.getByRole('link')).toHaveCount(0);
  await expect(page).toHaveTitle('Nightfall — TV Show | Entertainment Guide');
  const episodes = page.getByRole('region', { name: 'Episodes' });
  await expect(episodes.getByRole('heading', { name: 'Previous episode' })).toBeVisible();
  await expect(episodes.getByRole('heading', { name: 'Next episode' })).toBeVisible();
  await expect(episodes.getByText(/^Aired: /)).toBeVisible();
  await expect(episodes.getByText(/^S\d+ E\d+$/).first()).toBeVisible();
});

test('the show page lists the seasons, the next episode’s open, and the cast', async ({ page }) => {
  await gotoHydrated(page, '/television/show/49');
  const seasons = page.getByRole('region', { name: 'Seasons' });
  // Only the season holding the next episode starts open, and its upcoming episodes are marked.
  const open = seasons.getByRole('button', { expanded: true });
  await expect(open).toHaveCount(1);
  expect(await seasons.getByRole('button', { name: /^Season \d+/ }).count()).toBeGreaterThan(1);
  const openList = seasons.locator(`[id="${await open.getAttribute('aria-controls')}"]`);
  await expect(openList.getByRole('listitem').filter({ hasText: 'Upcoming' }).first()).toBeVisible();
  await expect(openList.getByRole('listitem').first()).toContainText(
    /^S\d+ E1.+(Jan\.|Feb\.|March|April|May|June|July|Aug\.|Sept\.|Oct\.|Nov\.|Dec\.) \d{1,2}, \d{4}/,
  );

  const first = seasons.getByRole('button', { name: /^Season 1 / });
  await expect(first).toHaveAttribute('aria-expanded', 'false');
  await first.focus();
  await page.keyboard.press('Enter');
  await expect(first).toHaveAttribute('aria-expanded', 'true');
  const firstList = seasons.locator(`[id="${await first.getAttribute('aria-controls')}"]`);
  await expect(firstList.getByRole('listitem').first()).toContainText('S1 E1Pilot');
  await expect(firstList.getByText('Upcoming')).toHaveCount(0);
  await first.click();
  await expect(firstList).toBeHidden();

  const cast = page.getByRole('region', { name: 'Cast' }).getByRole('listitem');
  expect(await cast.count()).toBeGreaterThanOrEqual(4);
  await expect(cast.first()).toHaveText(/^\S+ \S+ as \S+ \S+$/);
});

test('the show page at phone width: seasons and cast fit without sideways scrolling', async ({ page }) => {
  await page.setViewportSize({ width: 384, height: 800 });
  await page.goto('/television/show/49');
  await expect(page.getByRole('region', { name: 'Seasons' }).getByRole('button', { expanded: true })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Cast' })).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(384);
});

test('logged in with a 40-character address, the header is one row at 1024 and 1280 px and names the user', async ({
  page,
  request,
}) => {
  // uniqueEmail's own address, padded to exactly 40 characters.
  const base = uniqueEmail('h');
  const email = `${'x'.repeat(40 - base.length)}${base}`;
  expect(email).toHaveLength(40);
  await useToken(page, await createUser(request, email));
  for (const width of [1024, 1280]) {
    await page.setViewportSize({ width, height: 800 });
    await gotoHydrated(page, '/television/sports');
    const account = page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: `Account: ${email}` });
    await expect(account).toBeVisible();
    await expect(account).toHaveAttribute('title', 'Account');
    await expect(account).not.toContainText(email);
    // One row: the title, the search box and every menu link share one line.
    const header = page.locator('.header-inner');
    const tops = await header
      .locator('.site-title, .header-search, .main-nav a')
      .evaluateAll((els) => els.map((el) => el.getBoundingClientRect()).map((r) => r.top + r.height / 2));
    expect(tops.length).toBe(6);
    for (const middle of tops) expect(Math.abs(middle - tops[0]!)).toBeLessThan(4);
    expect((await header.boundingBox())!.height).toBeLessThan(64);
  }
});

test('a new flash message replaces the last one instead of stacking up', async ({ page }) => {
  await page.goto('/user/login');
  for (let i = 0; i < 3; i++) {
    await page.getByLabel('E-mail').fill('nobody@example.com');
    await page.getByLabel('Password').fill(`wrong-${i}`);
    await page.getByRole('button', { name: 'Log in' }).click();
    await expect(page.locator('.flash', { hasText: 'Error logging in.' })).toHaveCount(1);
  }
  await page.goto('/cinema');
  await page.getByLabel('Zip code', { exact: true }).fill('10001');
  await page.getByRole('button', { name: 'Get movies' }).click();
  await page.getByRole('button', { name: 'Prev day' }).click();
  await page.getByRole('button', { name: 'Prev day' }).click();
  await expect(page.locator('.flash', { hasText: 'Invalid date' })).toHaveCount(1);
  await expect(page.locator('.flash-stack .flash')).toHaveCount(1);
});
