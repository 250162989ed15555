// The screens the accessibility checks visit: e2e/axe.spec.ts (axe, in every `npm test`) and
// `npm run audit:accessibility` (Lighthouse, by hand). One list, so a new screen is checked by both.

/**
 * Every screen a visitor sees (the import is a section of the account page). The game pages are
 * those of the games named, which depend on the day the server's clock is at.
 */
export function visitorScreens({ mlbGame, nhlGame }) {
  return [
    '/',
    '/tonight',
    '/cinema',
    '/cinema?zip=10001',
    '/film/harvest-of-stars-2026?zip=10001',
    '/television',
    '/television/sports',
    '/television/sports/nhl',
    '/mlb/147',
    '/nhl/10',
    `/mlb/game/${mlbGame}`,
    `/nhl/game/${nhlGame}`,
    '/mlb/standings',
    '/nhl/standings',
    '/mlb/postseason',
    '/nhl/playoffs',
    '/search?q=new%20york',
    '/television/search',
    '/television/search?title=nightfall',
    '/television/show/49',
    '/user',
    '/user/new',
    '/user/login',
    '/forgot-password',
    '/reset-password?token=a-used-link',
  ];
}

/** The screens of an account, for a logged-in user only (a visitor is sent to the login). */
export const ACCOUNT_SCREENS = ['/user/account', '/user/add-games', '/alerts', '/watchlist', '/up-next'];
