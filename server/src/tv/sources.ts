/** What the TV routes need from a data source; offline and live implementations answer the same shapes. */
import type { TvEpisode, TvEpisodeAiring, TvMovieAiring, TvSearchResult, TvShowDetail, TvSportsAiring } from '@guide/common/tv';
import type { AppContext } from '../context';
import { GracenoteAirings } from './live/gracenote-airings';
import { TvmazeShows } from './live/tvmaze';
import { OfflineAirings } from './offline/offline-airings';
import { OfflineShows } from './offline/shows';

export interface AiringsSource {
  /** How far from now (either way) a listing may be asked for: providers publish about two weeks. */
  readonly maxDaysFromNow: number;
  /** Film airings starting in the 24 hours from `from`. */
  movies(from: Date): Promise<TvMovieAiring[]>;
  /** Sports airings starting in the 24 hours from `from`. */
  sports(from: Date): Promise<TvSportsAiring[]>;
}

export interface ShowsSource {
  /** Best matches first. */
  search(title: string): Promise<TvSearchResult[]>;
  /** The show with its cast (empty when the source has none); null when there is no such show. */
  show(id: number): Promise<TvShowDetail | null>;
  /** null when there is no such episode. */
  episode(id: number): Promise<TvEpisode | null>;
  /** The show's episodes, in airing order, with when they air; null when there is no such show. */
  episodes(showId: number): Promise<TvEpisodeAiring[] | null>;
}

/** Picks each source once, at start-up: the provider when the app is live and has its key, else the offline world. */
export interface TvSources {
  airings: AiringsSource;
  shows: ShowsSource;
}

export function chooseTvSources(ctx: Pick<AppContext, 'config' | 'clock' | 'providers'>): TvSources {
  const { config, clock, providers } = ctx;
  const staleSeconds = config.CACHE_STALE_HOURS * 3600;
  const tvmaze = providers.live('tvmaze', 'TV shows');
  const gracenote = providers.live('gracenote', 'movies and sports on TV');
  const shows = tvmaze
    ? new TvmazeShows(tvmaze, providers.cache, {
        imageBaseUrl: config.TVMAZE_IMAGE_BASE_URL,
        shows: { ttlSeconds: config.SHOWS_TTL_MINUTES * 60, staleSeconds },
        search: { ttlSeconds: config.SEARCH_TTL_MINUTES * 60, staleSeconds },
        clock,
        timeZone: config.TIME_ZONE,
      })
    : new OfflineShows(clock, config.TIME_ZONE);
  const airings = gracenote
    ? new GracenoteAirings(gracenote, providers.cache, config.GRACENOTE_LINEUP_ID, { ttlSeconds: config.LISTINGS_TTL_MINUTES * 60, staleSeconds })
    : new OfflineAirings();
  return { airings, shows };
}
