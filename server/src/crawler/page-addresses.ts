/**
 * The web app's addresses a crawler is pointed at, as the app's table of screens writes them
 * (web/src/paths.ts; `crawler.test.ts` holds the two together).
 */
export const PAGE_PATTERNS = {
  home: '/',
  tonight: '/tonight',
  cinema: '/cinema',
  film: '/film/:id',
  television: '/television',
  sportsOnTv: '/television/sports',
  nhlOnTv: '/television/sports/nhl',
  showSearch: '/television/search',
  mlbTeam: '/mlb/:id',
  nhlTeam: '/nhl/:id',
  mlbStandings: '/mlb/standings',
  nhlStandings: '/nhl/standings',
  mlbGame: '/mlb/game/:id',
  nhlGame: '/nhl/game/:id',
  mlbPostseason: '/mlb/postseason',
  nhlPlayoffs: '/nhl/playoffs',
  show: '/television/show/:id',
  search: '/search',
  user: '/user',
} as const;

/** A pattern with its `:id` filled in. */
export const pagePath = (pattern: string, id: number): string => pattern.replace(':id', String(id));
