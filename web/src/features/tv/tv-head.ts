import {
  isUpcoming,
  type TvEpisodeAiring,
  type TvMovieAiring,
  type TvShowDetail,
  type TvSportsAiring,
} from '@guide/common/tv';
import type { BroadcastEvent, TVEpisode, TVSeries } from 'schema-dts';
import { htmlToText } from './summary-text';

/** Episodes a show's data names: the latest ones, which a result about the show is most likely after. */
const EPISODES_LISTED = 10;
/** Airings a listing's data names: the first of the day's, as listed. */
const AIRINGS_LISTED = 30;

/** A show's summary as one plain paragraph, for results and previews; null when it has none. */
export function showDescription(show: TvShowDetail): string | null {
  const text = htmlToText(show.summary).replace(/\s*\n\s*/g, ' ');
  return text || null;
}

/**
 * A show as a schema.org `TVSeries` (name, summary, picture, genres, cast) with its
 * latest episodes aired by `today` as `TVEpisode`s (name, season and number, air date): one
 * still to come has not been published, and one without a date may never be.
 */
export function showStructuredData(
  show: TvShowDetail,
  url: string,
  allEpisodes: readonly TvEpisodeAiring[],
  today: string,
): TVSeries {
  const description = showDescription(show);
  const episodes = allEpisodes.filter((episode) => episode.airdate && !isUpcoming(episode, today));
  return {
    '@type': 'TVSeries',
    name: show.name,
    url,
    ...(description ? { description } : {}),
    ...(show.image ? { image: show.image.original || show.image.medium } : {}),
    ...(show.genres.length ? { genre: show.genres } : {}),
    ...(show.cast.length
      ? {
          actor: show.cast.map((member) => ({
            '@type': 'PerformanceRole' as const,
            actor: { '@type': 'Person' as const, name: member.name },
            ...(member.character ? { characterName: member.character } : {}),
          })),
        }
      : {}),
    ...(episodes.length
      ? {
          episode: episodes.slice(-EPISODES_LISTED).map((episode): TVEpisode => ({
            '@type': 'TVEpisode',
            name: episode.name,
            episodeNumber: episode.number,
            partOfSeason: { '@type': 'TVSeason', seasonNumber: episode.season },
            datePublished: episode.airdate,
          })),
        }
      : {}),
  };
}

/**
 * A day's airings as schema.org `BroadcastEvent`s: when, on which station, and what (a `Movie`,
 * or the sports event by its title). `absolute` makes our image paths whole.
 */
export function airingsStructuredData(
  airings: readonly (TvMovieAiring | TvSportsAiring)[],
  absolute: (path: string) => string,
): BroadcastEvent[] {
  return airings.slice(0, AIRINGS_LISTED).map((airing): BroadcastEvent => {
    const { program } = airing;
    const image = program.preferredImage.relayUrl ? absolute(program.preferredImage.relayUrl) : undefined;
    const title = 'title' in program ? program.title : program.eventTitle;
    return {
      '@type': 'BroadcastEvent',
      name: title,
      startDate: airing.startTime,
      ...(airing.endTime ? { endDate: airing.endTime } : {}),
      publishedOn: { '@type': 'BroadcastService', name: airing.station.callSign },
      ...('title' in program
        ? {
            workPerformed: {
              '@type': 'Movie',
              name: program.title,
              ...(image ? { image } : {}),
              ...(program.releaseYear ? { dateCreated: String(program.releaseYear) } : {}),
            },
          }
        : { broadcastOfEvent: { '@type': 'SportsEvent', name: title, ...(image ? { image } : {}) } }),
    };
  });
}
