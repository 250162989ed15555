/**
 * The app's addresses, for links and redirects, used as `paths.login` (import * as paths): one
 * place to change a path, and no link to a screen that does not exist (`paths.test.ts` checks
 * each against the routes in `App.tsx`). Plain constants, so the build writes them in place.
 */
export const home = '/';
export const tonight = '/tonight';
export const cinema = '/cinema';
/** The cinema screen showing the listings near `zip`. */
export const cinemaNear = (zip: string) => `${cinema}?zip=${encodeURIComponent(zip)}`;
/** A team's page; around `date` (its `?date=`) when given, so a game's day carries over. */
export const mlbTeam = (id: number | string, date?: string) => (date ? `/mlb/${id}?date=${date}` : `/mlb/${id}`);
/** A game's page: line score, scoring, where to watch. */
export const mlbGame = (id: number | string) => `/mlb/game/${id}`;
export const nhlGame = (id: number | string) => `/nhl/game/${id}`;
/** An NHL team's page; around `date` when given, as for MLB. */
export const nhlTeam = (id: number | string, date?: string) => (date ? `/nhl/${id}?date=${date}` : `/nhl/${id}`);
/** The one search across teams, shows and films. */
export const search = '/search';
/** The search's results for `q`. */
export const searchFor = (q: string) => `${search}?q=${encodeURIComponent(q)}`;
export const television = '/television';
export const moviesOnTv = '/television/movies';
export const sportsOnTv = '/television/sports';
/** Sports on TV on a given day (its `?date=`). */
export const sportsOnTvOn = (day: string) => `${sportsOnTv}?date=${day}`;
export const showSearch = '/television/search';
export const show = (id: number | string) => `/television/show/${id}`;
export const user = '/user';
export const newUser = '/user/new';
export const login = '/user/login';
export const logout = '/user/logout';
export const account = '/user/account';
