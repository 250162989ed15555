/** A show's episodes arranged by season for the show page. */
import { episodeIdFromHref, type TvEpisodeAiring, type TvShow } from '@guide/common/tv';

export interface Season {
  /** 0 holds the specials. */
  number: number;
  episodes: TvEpisodeAiring[];
}

/** Seasons in order with their episodes in airing order; specials (season 0) last. */
export function groupBySeason(episodes: readonly TvEpisodeAiring[]): Season[] {
  const bySeason = new Map<number, TvEpisodeAiring[]>();
  for (const episode of episodes) {
    const list = bySeason.get(episode.season);
    if (list) list.push(episode);
    else bySeason.set(episode.season, [episode]);
  }
  const order = (n: number) => (n === 0 ? Number.POSITIVE_INFINITY : n);
  return [...bySeason.entries()]
    .sort(([a], [b]) => order(a) - order(b))
    .map(([number, list]) => ({ number, episodes: list }));
}

/**
 * The season to open first: the next episode's, else the last aired one's (an ended show),
 * else the latest season. null when there are no seasons.
 */
export function seasonToOpen(seasons: readonly Season[], links: TvShow['_links']): number | null {
  const seasonOf = (href: string | undefined) => {
    const id = episodeIdFromHref(href);
    return id === null ? undefined : seasons.find((s) => s.episodes.some((e) => e.id === id))?.number;
  };
  const latest = seasons.filter((s) => s.number !== 0).at(-1) ?? seasons.at(-1);
  return seasonOf(links.nextepisode?.href) ?? seasonOf(links.previousepisode?.href) ?? latest?.number ?? null;
}

export const seasonName = (n: number) => (n === 0 ? 'Specials' : `Season ${n}`);

/** 'S3 E5', or 'S3 Special' for an episode without a number. */
export const episodeNumber = (e: Pick<TvEpisodeAiring, 'season' | 'number'>) =>
  `S${e.season} ${e.number === 0 ? 'Special' : `E${e.number}`}`;

/** '2024' or '2024–2025' from the air dates; '' when none is known. */
export function seasonYears(season: Season): string {
  const years = season.episodes.map((e) => e.airdate.slice(0, 4)).filter((y) => /^\d{4}$/.test(y));
  if (years.length === 0) return '';
  const first = years.reduce((a, b) => (b < a ? b : a));
  const last = years.reduce((a, b) => (b > a ? b : a));
  return first === last ? first : `${first}–${last}`;
}
