import { createUser, expect, postAsApp, test, uniqueEmail, useToken } from './fixtures';

// 6:30 PM in New York: the evening the personal guide is for.
const EVENING = '2026-11-21T23:30:00Z';
test.use({ serverNow: EVENING });

test.describe('Tonight', () => {
  test('a user with a team, a zip and a show sees their evening, soonest first', async ({ page, request }) => {
    const token = await createUser(request, uniqueEmail('tonight'));
    for (const url of [
      '/v1/users/add-team?league=nhl&team=3',
      '/v1/users/add-zip?zip=10001',
      '/v1/users/add-show?show=3',
    ]) {
      expect((await postAsApp(request, url, { token })).status()).toBe(200);
    }
    await useToken(page, token);
    await page.goto('/');
    await page.getByRole('link', { name: 'Tonight', exact: true }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Tonight' })).toBeVisible();
    await expect(page).toHaveTitle(/Tonight/);

    // Every game of the evening, the followed team's first and marked.
    const games = page.getByRole('region', { name: 'Games tonight' });
    const first = games.locator('.game-tile').first();
    await expect(first.getByRole('link', { name: 'New York Rangers', exact: true })).toBeVisible();
    await expect(first.getByRole('link', { name: 'Columbus Blue Jackets', exact: true })).toBeVisible();
    await expect(first.getByText('Your team')).toBeVisible();
    expect(await games.locator('.game-tile').count()).toBeGreaterThan(1);

    const cinema = page.getByRole('region', { name: 'At the cinema' });
    await expect(cinema.getByRole('heading', { name: /Near 10001/ })).toBeVisible();
    // Only showings still to come: none before 6:30 PM, in 12-hour time. The heading shows
    // before the showtimes arrive, so wait for them before reading them all.
    await expect(cinema.locator('time').first()).toBeVisible();
    const times = await cinema.locator('time').allTextContents();
    expect(times.length).toBeGreaterThan(3);
    for (const time of times) {
      expect(time).toMatch(/^\d{1,2}:\d{2} PM$/);
      const [h, m] = time.replace(' PM', '').split(':').map(Number) as [number, number];
      expect((h % 12) * 60 + m).toBeGreaterThanOrEqual(18 * 60 + 30 - 12 * 60);
    }

    await expect(
      page.getByRole('region', { name: 'Your shows' }).getByRole('link', { name: 'Long Division' }),
    ).toBeVisible();
    await expect(page.getByRole('region', { name: 'Prime time on TV' }).getByRole('table')).toBeVisible();
  });

  test('a new user is told what to save to fill each part', async ({ page, request }) => {
    await useToken(page, await createUser(request, uniqueEmail('tonight-new')));
    await page.goto('/tonight');
    await expect(
      page.getByText("Press Follow on a team's page or a game's page, and that team's games come first here, marked."),
    ).toBeVisible();
    await expect(page.getByText(/Save a zip code on the Cinema page/)).toBeVisible();
    await expect(
      page.getByRole('region', { name: 'Your shows' }).getByText(/Save a show from Search for a Show/),
    ).toBeVisible();
    await expect(page.getByRole('region', { name: 'Up next' }).getByText(/Nothing up next\./)).toBeVisible();
  });

  test('a visitor gets the same evening without the personal parts, and is invited to follow and save', async ({
    page,
  }) => {
    await page.goto('/tonight');
    await expect(page.getByText(/to follow teams and save shows/)).toBeVisible();
    await expect(page.getByRole('region', { name: 'Games tonight' }).locator('.game-tile').first()).toBeVisible();
    await expect(page.getByRole('region', { name: 'Prime time on TV' }).getByRole('table')).toBeVisible();
    await expect(page.getByRole('region', { name: 'Your shows' })).toHaveCount(0);
  });
});

test.describe('favourite teams', () => {
  test('follow a team from its game tile: its game comes first, marked, and the account page lists it', async ({
    page,
    request,
  }) => {
    await useToken(page, await createUser(request, uniqueEmail('follow')));
    await page.goto('/');
    const nhl = page.getByRole('region', { name: 'NHL' });
    const tiles = nhl.locator('.game-tile');
    await expect(tiles.first()).toBeVisible();
    await expect(tiles.first()).not.toContainText('New York Rangers');

    const star = nhl.getByRole('button', { name: 'Follow New York Rangers' });
    await expect(star).toHaveAttribute('aria-pressed', 'false');
    await star.click();
    await expect(star).toHaveAttribute('aria-pressed', 'true');
    await expect(star).toBeFocused();
    await expect(tiles.first()).toContainText('New York Rangers');
    await expect(tiles.first().getByText('Your team')).toBeVisible();

    await page.reload();
    await expect(page.getByRole('region', { name: 'NHL' }).locator('.game-tile').first()).toContainText(
      'New York Rangers',
    );

    await page.goto('/user/account');
    const teams = page.getByRole('region', { name: 'Your teams' });
    await expect(teams.getByRole('link', { name: 'New York Rangers' })).toBeVisible();
    await teams.getByRole('button', { name: 'Forget New York Rangers' }).click();
    await expect(teams.getByText('You follow no teams yet.', { exact: false })).toBeVisible();
  });

  test('visitors see no star', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('region', { name: 'NHL' }).locator('.game-tile').first()).toBeVisible();
    await expect(page.getByRole('button', { name: /^Follow / })).toHaveCount(0);
  });
});

test.describe('the calendar feed on the account page', () => {
  test('shows a private address, a webcal: link, and Reset gives a new one while the old stops working', async ({
    page,
    request,
  }) => {
    await useToken(page, await createUser(request, uniqueEmail('calendar')));
    await page.goto('/user/account');
    await expect(page.getByRole('heading', { name: 'Add to your calendar' })).toBeVisible();
    const field = page.getByLabel('Calendar address');
    await expect(field).toHaveValue(/^http:\/\/[^/]+\/v1\/calendar\/[A-Za-z0-9_-]{43}\.ics$/);
    const first = await field.inputValue();
    await expect(page.getByRole('link', { name: 'Open in your calendar app' })).toHaveAttribute(
      'href',
      first.replace(/^http:/, 'webcal:'),
    );
    expect((await request.get(new URL(first).pathname)).status()).toBe(200);

    // Reset asks first, the safe choice focused; keeping the address puts the focus back on Reset.
    const reset = page.getByRole('button', { name: 'Reset address' });
    await reset.click();
    const confirm = page.getByRole('dialog', { name: 'Reset the address of your calendar?' });
    await expect(confirm).toBeVisible();
    await expect(confirm).toContainText('The current address stops working at once');
    await expect(confirm.getByRole('button', { name: 'Keep the current address' })).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(confirm).toBeHidden();
    await expect(reset).toBeFocused();
    await expect(field).toHaveValue(first);
    expect((await request.get(new URL(first).pathname)).status()).toBe(200);

    await reset.click();
    await confirm.getByRole('button', { name: 'Reset address' }).click();
    await expect(confirm).toBeHidden();
    await expect(
      page.getByRole('status').filter({ hasText: 'A new address is ready. The old one no longer works.' }),
    ).toBeVisible();
    await expect(field).not.toHaveValue(first);
    // The focus is on the new address, ready to copy.
    await expect(field).toBeFocused();
    const old = await request.get(new URL(first).pathname);
    expect(old.status()).toBe(404);
    expect(await old.text()).toBe('There is no such calendar.');

    // Once a minute: a second reset at once is turned down with the server's sentence, the address kept.
    const second = await field.inputValue();
    await reset.click();
    await confirm.getByRole('button', { name: 'Reset address' }).click();
    await expect(
      page
        .getByRole('status')
        .filter({ hasText: /^Your calendar’s address was just reset\. You can reset it again in \d+ seconds\.$/ }),
    ).toBeVisible();
    await expect(field).toHaveValue(second);
    expect((await request.get(new URL(second).pathname)).status()).toBe(200);
  });
});
