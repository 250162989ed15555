/**
 * The app's screens, one address pattern each: the one table of the app's addresses. `App.tsx`
 * gives each name its screen (the compiler refuses a name without one, or a screen without a
 * name); links fill a pattern in with `href` (`href(paths.mlbTeam, { id: 147, date })`, its
 * params typed from the pattern), and a screen reads them typed with `useParams(paths.mlbTeam)`.
 * Used as `paths.login` (import * as paths). Plain constants, so the build writes them in place.
 */
export const home = '/';
export const tonight = '/tonight';
/** The logged-in viewer's next episodes (Up next). */
export const upNext = '/up-next';
/** The logged-in viewer's film watchlist. */
export const watchlist = '/watchlist';
/** The alerts sent to the logged-in viewer in the last 30 days. */
export const alerts = '/alerts';
/** Showtimes near a zip (`?zip=`, `?date=`). */
export const cinema = '/cinema';
/** A film's page by the guide's film id (`?zip=`, `?date=` for its showtimes). */
export const film = '/film/:id';
/** A game's page: line score, scoring, where to watch. */
export const mlbGame = '/mlb/game/:id';
export const nhlGame = '/nhl/game/:id';
/** A league's standings: its divisions and the wild card race (around `?date=` when given). */
export const mlbStandings = '/mlb/standings';
export const nhlStandings = '/nhl/standings';
/** A league's postseason by round, with each series' games (a season's with `?season=`, the year it is played in). */
export const mlbPostseason = '/mlb/postseason';
export const nhlPlayoffs = '/nhl/playoffs';
/** A team's page; around its `?date=` when given, so a game's day carries over. */
export const mlbTeam = '/mlb/:id';
export const nhlTeam = '/nhl/:id';
/** The one search across teams, shows and films (`?q=`). */
export const search = '/search';
export const television = '/television';
export const moviesOnTv = '/television/movies';
/** Sports on TV (a day's with `?date=`). */
export const sportsOnTv = '/television/sports';
export const nhlOnTv = '/television/sports/nhl';
export const showSearch = '/television/search';
export const show = '/television/show/:id';
export const user = '/user';
export const newUser = '/user/new';
export const login = '/user/login';
export const logout = '/user/logout';
export const account = '/user/account';
export const addGames = '/user/add-games';
export const forgotPassword = '/forgot-password';
export const resetPassword = '/reset-password';
