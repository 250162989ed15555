import type { Page } from '@playwright/test';
import { axeViolations, expect, openInApp, test } from './fixtures';

// Noon in New York on Saturday Nov. 21, 2026 (the fixtures' default clock).
test.use({ timezoneId: 'America/New_York' });

const headerSearch = (page: Page) =>
  page
    .getByRole('search', { name: 'Search the guide' })
    .getByRole('searchbox', { name: 'Search teams, shows and films' });

test.describe('the header search', () => {
  test('finds a team, a show and a film, each linking to its page', async ({ page }) => {
    await page.goto('/');
    await headerSearch(page).fill('rangers');
    await headerSearch(page).press('Enter');
    await expect(page).toHaveURL(/\/search\?q=rangers$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Search results for “rangers”' })).toBeVisible();
    await expect(headerSearch(page)).toHaveValue('rangers');
    const teams = page.getByRole('region', { name: 'Teams' });
    await expect(teams.getByRole('link')).toHaveText(['New York Rangers', 'Texas Rangers']);
    await teams.getByRole('link', { name: 'New York Rangers' }).click();
    await expect(page).toHaveURL(/\/nhl\/3$/);
    await expect(page.getByRole('heading', { level: 1, name: 'New York Rangers' })).toBeVisible();

    // A typo, and the search button rather than Enter.
    await headerSearch(page).fill('embr');
    await page.getByRole('search', { name: 'Search the guide' }).getByRole('button', { name: 'Search' }).click();
    const shows = page.getByRole('region', { name: 'Shows' });
    await shows.getByRole('link', { name: 'The Ember Crown' }).click();
    await expect(page).toHaveURL(/\/television\/show\/\d+$/);
    await expect(page.getByRole('heading', { level: 1, name: 'The Ember Crown' })).toBeVisible();

    await headerSearch(page).fill('LANTERN KEEPER');
    await headerSearch(page).press('Enter');
    const films = page.getByRole('region', { name: 'Films' });
    await expect(films.getByText(/^On TV: /).first()).toBeVisible();
    await films.getByRole('link', { name: 'The Lantern Keeper' }).first().click();
    await expect(page).toHaveURL(/\/film\/the-lantern-keeper-2019$/);
    await expect(page.getByRole('heading', { level: 1, name: 'The Lantern Keeper (2019)' })).toBeVisible();
  });

  test('films in cinemas near the zip chosen last', async ({ page }) => {
    await page.addInitScript(() => localStorage.setItem('zip', '10001'));
    await page.goto('/search?q=backyard%20dinosaurs');
    const films = page.getByRole('region', { name: 'Films' });
    await expect(films.getByText(/^In cinemas near 10001: \d+ theatres?$/)).toBeVisible();
    await films.getByRole('link', { name: 'Backyard Dinosaurs' }).first().click();
    await expect(page).toHaveURL(/\/film\/backyard-dinosaurs\?zip=10001$/);
    await expect(page.getByRole('list', { name: 'Showtimes of Backyard Dinosaurs near 10001' })).toBeVisible();
  });

  test('says when nothing matches, and offers Retry when the search fails', async ({ page }) => {
    await page.goto('/search?q=zzzzqqq');
    await expect(page.getByText('No results found')).toBeVisible();

    let fail = true;
    await page.route('**/v1/search?*', (route) =>
      fail
        ? route.fulfill({
            status: 503,
            contentType: 'text/plain',
            body: 'The service is busy right now. Please try again in a moment.',
          })
        : route.continue(),
    );
    await openInApp(page, '/search?q=bruins');
    await expect(page.getByRole('alert')).toContainText('Failed to complete search.');
    fail = false;
    await page.getByRole('button', { name: 'Retry search' }).click();
    await expect(
      page.getByRole('region', { name: 'Teams' }).getByRole('link', { name: 'Boston Bruins' }),
    ).toBeVisible();
  });

  test.describe('without JavaScript', () => {
    test.use({ javaScriptEnabled: false });
    test('the header box is a plain form that opens /search?q=', async ({ page }) => {
      await page.goto('/');
      await headerSearch(page).fill('kings');
      await headerSearch(page).press('Enter');
      await expect(page).toHaveURL(/\/search\?q=kings$/);
    });
  });

  test.describe('on a 384 px phone', () => {
    test.use({ viewport: { width: 384, height: 800 } });
    test('the header fits, and axe finds nothing on the results', async ({ page }) => {
      await page.goto('/search?q=new%20york');
      await expect(page.getByRole('region', { name: 'Teams' }).getByRole('link')).toHaveCount(4);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(384);
      const box = (await headerSearch(page).boundingBox())!;
      expect(box.x + box.width).toBeLessThanOrEqual(384);
      await expect(page.locator('.loading-dots')).toHaveCount(0);
      expect(await axeViolations(page)).toEqual([]);
    });
  });
});
