import type { Game } from '@guide/common/sports';
import { createUser, expect, gotoHydrated, postAsApp, test, uniqueEmail, useToken } from './fixtures';

// 11:30 p.m. in New York on Saturday Nov. 21: Buffalo at Philadelphia (NHL) is over.
test.use({ timezoneId: 'America/New_York', serverNow: '2026-11-22T04:30:00Z' });

const GAME = 2026021628;
const MATCHUP = 'Buffalo Sabres at Philadelphia Flyers';

test('spoiler-free: a followed team’s final shows no score on the scoreboard, the game page or Tonight until revealed, also before the app runs', async ({
  page,
  request,
}) => {
  // Three screens, twice, with and without the app: room for a busy machine.
  test.slow();
  const games = (await (await request.get('/v1/sports/nhl/games?date=2026-11-21')).json()) as Game[];
  const flyers = games.find((g) => g.id === GAME)!.home.id;
  const token = await createUser(request, uniqueEmail('spoilers'));
  expect((await postAsApp(request, `/v1/users/add-team?league=nhl&team=${flyers}`, { token })).status()).toBe(200);
  expect((await postAsApp(request, '/v1/users/watching-settings?spoilerFree=true', { token })).status()).toBe(200);
  await useToken(page, token);

  // The app copies the account's setting and teams to the device.
  await gotoHydrated(page, '/?date=2026-11-21');
  const tile = page.locator(`.game-tile[data-game-id="${GAME}"]`);
  await expect(page.locator('html')).toHaveAttribute('data-spoilers', 'hidden');
  await expect(tile.locator('.game-score')).toHaveCount(2);
  for (const score of await tile.locator('.game-score').all()) await expect(score).toBeHidden();
  await expect(tile.getByRole('button', { name: `Reveal the score of ${MATCHUP}` })).toBeVisible();

  await gotoHydrated(page, `/nhl/game/${GAME}`);
  await expect(page).toHaveTitle(`${MATCHUP} | Entertainment Guide`);
  await expect(page.locator('.game-page-score')).toBeHidden();
  await expect(page.getByRole('table', { name: `Line score, ${MATCHUP}` })).toBeHidden();
  await expect(page.getByRole('region', { name: 'Three stars' })).toBeHidden();
  await expect(page.getByRole('region', { name: 'Where to watch' })).toBeVisible();

  await gotoHydrated(page, '/tonight');
  const tonightTile = page.getByRole('region', { name: 'Your teams' }).locator(`.game-tile[data-game-id="${GAME}"]`);
  await expect(tonightTile.locator('.game-score').first()).toBeHidden();

  // Without the app's script, only /prefs.js and the stylesheet are left to hide them.
  await page.route('**/assets/*.js', (route) => route.abort());
  await page.goto('/?date=2026-11-21');
  await expect(tile.locator('.game-score').first()).toBeAttached();
  for (const score of await tile.locator('.game-score').all()) await expect(score).toBeHidden();
  await page.goto(`/nhl/game/${GAME}`);
  await expect(page.locator('.game-page-score')).toBeAttached();
  await expect(page.locator('.game-page-score')).toBeHidden();
  await expect(page.getByRole('table', { name: `Line score, ${MATCHUP}` })).toBeHidden();
  await page.unroute('**/assets/*.js');

  // Revealed here, the score shows, and stays shown on the next visit.
  await gotoHydrated(page, '/?date=2026-11-21');
  await tile.getByRole('button', { name: `Reveal the score of ${MATCHUP}` }).click();
  for (const score of await tile.locator('.game-score').all()) await expect(score).toBeVisible();
  await page.goto(`/nhl/game/${GAME}`);
  await expect(page.locator('.game-page-score')).toBeVisible();
  await expect(page).toHaveTitle(/^Buffalo Sabres \d+, Philadelphia Flyers \d+ — Final \| Entertainment Guide$/);
});
