import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';

// Noon in New York on Saturday Nov. 21, 2026 (the fixtures' default clock). The offline world
// opened "Harvest of Stars" on Friday Nov. 20: it is a new release, plays near 10001 and
// premieres on HBO at 1 PM.
test.use({ timezoneId: 'America/New_York' });

const FILM_PAGE = '/film/harvest-of-stars-2026';

async function expectFilmPage(page: Page) {
  await expect(page.getByRole('heading', { level: 1, name: 'Harvest of Stars (2026)' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'On TV this week' }).getByRole('listitem').first()).toContainText(
    'HBO',
  );
}

test('one film id from a release tile, a cinema tile, a TV tile and a search result; its page shows showtimes and airings', async ({
  page,
}) => {
  // Five screens in one journey: room for a busy machine.
  test.slow();
  await page.goto('/');
  const opened = page.getByRole('group', { name: 'New releases' });
  await opened.getByRole('link', { name: 'Harvest of Stars' }).click();
  await expect(page).toHaveURL(new RegExp(`${FILM_PAGE}$`));
  await expectFilmPage(page);
  // No zip chosen yet: the page asks for one.
  await page.getByLabel('Showtimes near zip code').fill('10001');
  await page.getByRole('button', { name: 'Show times' }).click();
  await expect(page).toHaveURL(new RegExp(`${FILM_PAGE}\\?zip=10001$`));
  await expect(page.getByRole('list', { name: 'Showtimes of Harvest of Stars near 10001' })).toBeVisible();

  await page.goto('/cinema?zip=10001');
  await page.getByRole('heading', { name: 'Harvest of Stars' }).getByRole('link').click();
  await expect(page).toHaveURL(new RegExp(`${FILM_PAGE}\\?zip=10001&date=2026-11-21$`));
  const times = page.getByRole('list', { name: 'Showtimes of Harvest of Stars near 10001' });
  await expect(times.getByRole('listitem').first()).toContainText('New York');
  await expectFilmPage(page);
  // The next day is a link, as on the cinema page.
  await page.getByRole('button', { name: 'Next day' }).click();
  await expect(page).toHaveURL(new RegExp(`${FILM_PAGE}\\?zip=10001&date=2026-11-22$`));
  await expect(page.getByText('Sunday Nov. 22')).toBeVisible();

  await page.goto('/television/movies');
  await page.locator('.tv-grid .airing-button', { hasText: 'Harvest of Stars' }).first().click();
  await page
    .getByRole('dialog')
    .getByRole('link', { name: /^Harvest of Stars: the film’s page/ })
    .click();
  // The zip chosen on this device joins the address, as on the cinema page.
  await expect(page).toHaveURL(new RegExp(`${FILM_PAGE}\\?zip=10001$`));
  await expectFilmPage(page);

  await page.goto('/search?q=harvest%20of%20stars');
  const films = page.getByRole('region', { name: 'Films' });
  // The films near the zip kept on this device come once the app has asked for them.
  await expect(films.getByRole('link', { name: 'Harvest of Stars' })).toHaveCount(2);
  const hrefs = await films
    .getByRole('link', { name: 'Harvest of Stars' })
    .evaluateAll((links) => links.map((a) => new URL((a as HTMLAnchorElement).href).pathname));
  // In cinemas near the zip chosen last and on TV: the same page.
  expect(hrefs).toEqual([FILM_PAGE, FILM_PAGE]);
  await films.getByRole('link', { name: 'Harvest of Stars' }).first().click();
  await expectFilmPage(page);

  // On a phone the page fits its width.
  await page.setViewportSize({ width: 384, height: 800 });
  await expect.poll(() => page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(384);
});

test('on a phone too, the release tile, the cinema tile, the TV listing and the search result open the same film page', async ({
  page,
}) => {
  test.slow();
  await page.setViewportSize({ width: 384, height: 800 });
  const opensTheFilm = async () => {
    await expect(page).toHaveURL(new RegExp(`${FILM_PAGE}(\\?|$)`));
    await expectFilmPage(page);
  };
  await page.goto('/');
  await page.getByRole('group', { name: 'New releases' }).getByRole('link', { name: 'Harvest of Stars' }).click();
  await opensTheFilm();

  await page.goto('/cinema?zip=10001');
  await page.getByRole('heading', { name: 'Harvest of Stars' }).getByRole('link').click();
  await opensTheFilm();

  // At 1 PM on HBO: the phone's list of what is on next, by channel.
  await page.goto('/television/movies');
  await page.locator('.now-next .airing-button', { hasText: 'Harvest of Stars' }).first().click();
  await page
    .getByRole('dialog')
    .getByRole('link', { name: /^Harvest of Stars: the film’s page/ })
    .click();
  await opensTheFilm();

  await page.goto('/search?q=harvest%20of%20stars');
  await page.getByRole('region', { name: 'Films' }).getByRole('link', { name: 'Harvest of Stars' }).first().click();
  await opensTheFilm();
});
