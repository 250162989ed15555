import { addDays } from '@guide/common/dates';
import { filmIdOf, yearOf } from '@guide/common/films';
import type { ReleasesSource } from '../cinema/sources';
import type { AppContext } from '../context';
import type { UsersRepository } from '../account/users-repository';
import { teamsOf, type League } from '../reference/teams';
import type { GamesService } from '../sports/games-service';
import { PAGE_PATTERNS, pagePath } from './page-addresses';

/** Game days around today whose game pages are listed: the last few and the next few. */
export const GAME_DAYS_BACK = 3;
export const GAME_DAYS_AHEAD = 3;
/** Followed shows listed at most (a sitemap holds 50,000 addresses). */
export const SHOWS_LISTED = 10_000;

const LEAGUES: readonly { league: League; team: string; game: string }[] = [
  { league: 'MLB', team: PAGE_PATTERNS.mlbTeam, game: PAGE_PATTERNS.mlbGame },
  { league: 'NHL', team: PAGE_PATTERNS.nhlTeam, game: PAGE_PATTERNS.nhlGame },
];

/** Pages that are always there, listed first. */
const FIXED_PAGES = [
  PAGE_PATTERNS.home,
  PAGE_PATTERNS.tonight,
  PAGE_PATTERNS.cinema,
  PAGE_PATTERNS.television,
  PAGE_PATTERNS.sportsOnTv,
  PAGE_PATTERNS.nhlOnTv,
  PAGE_PATTERNS.showSearch,
  PAGE_PATTERNS.mlbStandings,
  PAGE_PATTERNS.nhlStandings,
  PAGE_PATTERNS.mlbPostseason,
  PAGE_PATTERNS.nhlPlayoffs,
];

export interface SitemapSources {
  games: Pick<GamesService, 'today' | 'scheduledOn'>;
  users: Pick<UsersRepository, 'followedShowIds'>;
  releases: ReleasesSource;
}

export interface SitemapPaths {
  paths: string[];
  /** Whether a part could not be read (a provider or the database away): the list is short of it. */
  partial: boolean;
}

/**
 * The paths a crawler is told of: the fixed pages, every team's page, the shows people follow,
 * the game pages of the days around today and the pages of the films released or coming soon. A part that cannot be read is left out and the
 * answer says so, rather than failing the whole list.
 */
export async function sitemapPaths(
  ctx: Pick<AppContext, 'log'>,
  { games, users, releases }: SitemapSources,
): Promise<SitemapPaths> {
  let partial = false;
  const today = games.today();
  const days = Array.from({ length: GAME_DAYS_BACK + 1 + GAME_DAYS_AHEAD }, (_, i) =>
    addDays(today, i - GAME_DAYS_BACK),
  );
  const gameLists = await Promise.all(
    LEAGUES.flatMap(({ league, game }) =>
      days.map((day) =>
        games.scheduledOn(league, day).then(
          (list) => list.map((g) => pagePath(game, g.id)),
          (error: unknown) => {
            ctx.log.warn({ err: error, league, day }, "the sitemap goes without a day's games");
            partial = true;
            return [];
          },
        ),
      ),
    ),
  );
  const shows = await users.followedShowIds(SHOWS_LISTED).catch((error: unknown) => {
    ctx.log.warn({ err: error }, 'the sitemap goes without the followed shows');
    partial = true;
    return [];
  });
  const films = await releases.releases(today).catch((error: unknown) => {
    ctx.log.warn({ err: error }, 'the sitemap goes without the releases');
    partial = true;
    return [];
  });
  const filmIds = films.map((r) => filmIdOf(r.title, yearOf(r.release_date))).filter(Boolean);
  const teams = LEAGUES.flatMap(({ league, team }) => teamsOf(league).map((t) => pagePath(team, t.id)));
  const paths = [
    ...FIXED_PAGES,
    ...teams,
    ...shows.map((id) => pagePath(PAGE_PATTERNS.show, id)),
    ...new Set(gameLists.flat()),
    ...new Set(filmIds.map((id) => PAGE_PATTERNS.film.replace(':id', id))),
  ];
  return { paths, partial };
}

const XML_ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' };
const escapeXml = (text: string) => text.replace(/[&<>"']/g, (c) => XML_ESCAPES[c]!);

/** The sitemaps.org XML of whole addresses on `origin`, each escaped as the format asks. */
export function sitemapXml(origin: string, paths: readonly string[]): string {
  const urls = paths.map((path) => `  <url><loc>${escapeXml(new URL(path, origin).href)}</loc></url>`);
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    ...urls,
    '</urlset>',
    '',
  ].join('\n');
}
