/** Rules of the TV API (spec section 7), shared by the server and the web app; its payloads are declared in contract.ts. */
import type { TvEpisode, TvShow } from './contract';
import { apiUrl } from './endpoints';

export type {
  TvCastMember,
  TvEpisode,
  TvEpisodeAiring,
  TvImage,
  TvChannel,
  TvLineup,
  TvLineupDetail,
  TvLineups,
  TvLineupType,
  TvLink,
  TvMovieAiring,
  TvMovieProgram,
  TvSearchResult,
  TvShow,
  TvShowDetail,
  TvSportsAiring,
  TvSportsProgram,
  TvStation,
} from './contract';

export { LINEUP_ID_PATTERN, isLineupId } from './lineup-id';

/** Our own API paths that show objects link to. */
export const showPath = (id: number) => apiUrl('tvShow', { params: { id } });
export const episodePath = (id: number) => apiUrl('tvEpisode', { params: { id } });

/** The episode id at the end of a link (`/v1/tv-show/episode/12` or a provider's `/episodes/12`). */
export function episodeIdFromHref(href: string | undefined): number | null {
  const match = href ? /\/episodes?\/(\d+)\/?$/.exec(href) : null;
  return match ? Number(match[1]) : null;
}

/** Spec section 4: one item per `rootId`, first airing kept, items without a rootId dropped. */
/**
 * Every airing at its own time (issue 18 replaces the spec's one-per-rootId for TV lists): only
 * the same airing listed twice (same programme, station and start) is dropped, and so is an item
 * without a rootId.
 */
export function dedupeAirings<
  T extends { startTime: string; station: { callSign: string }; program: { rootId?: string | null } },
>(items: readonly T[]): T[] {
  const seen = new Set<string>();
  return items.filter((item) => {
    const key = `${item.program.rootId}|${item.station.callSign}|${item.startTime}`;
    if (!item.program.rootId || seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

export function dedupeByRootId<T extends { program: { rootId?: string | null } }>(items: readonly T[]): T[] {
  const seen = new Set<string>();
  const kept: T[] = [];
  for (const item of items) {
    const rootId = item.program.rootId;
    if (!rootId || seen.has(rootId)) continue;
    seen.add(rootId);
    kept.push(item);
  }
  return kept;
}

export interface GenreFilter {
  label: string;
  /** What it looks for in the genres (case-insensitive). */
  genre: string;
}

export const MOVIE_GENRE_FILTERS: readonly GenreFilter[] = [
  { label: 'Family', genre: 'children' },
  { label: 'Animated', genre: 'animated' },
  { label: 'Comedy', genre: 'comedy' },
  { label: 'Drama', genre: 'drama' },
  { label: 'Action', genre: 'action' },
  { label: 'Adventure', genre: 'adventure' },
  { label: 'Sci-fi', genre: 'science fiction' },
  { label: 'Thriller', genre: 'thriller' },
  { label: 'Horror', genre: 'horror' },
];

export const SPORTS_GENRE_FILTERS: readonly GenreFilter[] = [
  'Football',
  'Soccer',
  'Hockey',
  'Basketball',
  'Baseball',
].map((label) => ({
  label,
  genre: label.toLowerCase(),
}));

/** True when one of `genres` contains `wanted` (case-insensitive); an empty filter matches all. */
export function matchesGenre(genres: readonly string[], wanted: string): boolean {
  const needle = wanted.trim().toLowerCase();
  if (!needle) return true;
  return genres.some((g) => g.toLowerCase().includes(needle));
}

/** An episode released on a streaming service (a web channel, in TVmaze's words). */
export interface WebRelease {
  showId: number;
  episodeId: number;
  /** The service's name ("Netflix"). */
  service: string;
  airdate: string;
  airstamp: string | null;
}

/** Spec section 3: network, else web channel, else 'Unlisted'. */
export function channelName(show: Pick<TvShow, 'network' | 'webChannel'>): string {
  return show.network?.name || show.webChannel?.name || 'Unlisted';
}

/** Spec section 3: an episode is upcoming when its air date is after `today` (both YYYY-MM-DD). */
export function isUpcoming(episode: Pick<TvEpisode, 'airdate'>, today: string): boolean {
  return episode.airdate > today;
}

/**
 * Whether an episode is still to come at `now`, the rule of every screen and of the server's
 * previous and next episode links: by its air time when that is known (an episode airing at
 * 9 PM today is still to come at 7:30 PM, and aired from 9 PM), else by its day as spec
 * section 3 has it (after `today`, YYYY-MM-DD). An episode without a date yet is still to come.
 */
export function isStillToCome(episode: Pick<TvEpisode, 'airdate' | 'airstamp'>, now: Date, today: string): boolean {
  const at = episode.airstamp ? Date.parse(episode.airstamp) : Number.NaN;
  if (!Number.isNaN(at)) return at > now.getTime();
  return !episode.airdate || isUpcoming(episode, today);
}
