import type { Release, Showing } from '@guide/common/cinema';
import type { AppContext } from '../context';
import { GracenoteShowings } from './live/gracenote-showings';
import { TmdbReleases } from './live/tmdb-releases';
import { offlineReleases, offlineShowings } from './offline/world';
import type { LocatedPlace } from './places';

/** What the cinema routes need; the offline world and the providers answer the same shapes. */
export interface CinemaSources {
  /** How far ahead listings go: theatres publish about a week (so no provider is asked further); the offline world allows a year. */
  readonly maxDaysAhead: number;
  /** The films showing on `day` at theatres near `place`, each with its showtimes. */
  showings(place: LocatedPlace, day: string): Promise<Showing[]>;
  /** Films opening from `today` to the configured horizon, soonest first. */
  releases(today: string): Promise<Release[]>;
}

/** Picks each source once, at start-up: the provider when the app is live and has its key, else the offline world. */
export function chooseCinemaSources(ctx: Pick<AppContext, 'config' | 'clock' | 'providers'>): CinemaSources {
  const { config, clock, providers } = ctx;
  const stale = config.CACHE_STALE_HOURS * 3600;
  const gracenote = providers.live('gracenote', 'cinema showtimes');
  const tmdb = providers.live('tmdb', 'new movie releases');
  const showings = gracenote && new GracenoteShowings(gracenote, providers.cache, config.LISTINGS_TTL_MINUTES * 60, stale);
  const window = { horizonDays: config.RELEASES_HORIZON_DAYS, minPopularity: config.RELEASES_MIN_POPULARITY };
  const releases = tmdb && new TmdbReleases(tmdb, providers.cache, window, config.RELEASES_TTL_MINUTES * 60, stale);
  return {
    maxDaysAhead: showings ? 14 : 365,
    showings: showings ? (place, day) => showings.showings(place, day) : async (place, day) => offlineShowings(place, day, clock.now()),
    releases: releases ? (today) => releases.releases(today) : async (today) => offlineReleases(today, window.horizonDays),
  };
}
