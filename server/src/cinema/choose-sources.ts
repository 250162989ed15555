import type { AppContext } from '../context';
import { GracenoteShowings } from './live/gracenote-showings';
import { TmdbFilms } from './live/tmdb-films';
import { TmdbReleases } from './live/tmdb-releases';
import { TmdbWatchProviders } from './live/tmdb-watch-providers';
import { OfflineFilms, OfflineReleases, OfflineShowings, OfflineWatch } from './offline/sources';
import type { CinemaSources } from './sources';

/** Picks each source once, at start-up: the provider when the app is live and has its key, else the offline world. The only code of the cinema domain that asks whether a provider is live. */
export function chooseCinemaSources(ctx: Pick<AppContext, 'config' | 'clock' | 'providers'>): CinemaSources {
  const { config, clock, providers } = ctx;
  const stale = config.CACHE_STALE_HOURS * 3600;
  const gracenote = providers.live('gracenote', 'cinema showtimes');
  const tmdb = providers.live('tmdb', 'new movie releases');
  const window = { horizonDays: config.RELEASES_HORIZON_DAYS, minPopularity: config.RELEASES_MIN_POPULARITY };
  return {
    showings: gracenote
      ? new GracenoteShowings(gracenote, providers.cache, config.LISTINGS_TTL_MINUTES * 60, stale)
      : new OfflineShowings(clock),
    releases: tmdb
      ? new TmdbReleases(tmdb, providers.cache, window, config.RELEASES_TTL_MINUTES * 60, stale)
      : new OfflineReleases(window.horizonDays),
    // A film's TMDB id and details change rarely: kept as long as the releases.
    films: tmdb
      ? new TmdbFilms(tmdb, providers.cache, config.RELEASES_TTL_MINUTES * 60, stale)
      : new OfflineFilms(window.horizonDays),
    watch: tmdb
      ? new TmdbWatchProviders(tmdb, providers.cache, config.RELEASES_TTL_MINUTES * 60, stale)
      : new OfflineWatch(),
    images: { tmdb: providers.live('tmdbImages'), gracenote: providers.live('gracenoteImages') },
  };
}
