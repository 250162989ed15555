import type { AppContext } from '../context';
import { GracenoteAirings } from './live/gracenote-airings';
import { GracenoteLineups } from './live/gracenote-lineups';
import { TvmazeLookup, TvmazeShows } from './live/tvmaze';
import { TvmazeWebSchedule } from './live/tvmaze-web-schedule';
import { OfflineAirings } from './offline/offline-airings';
import { OfflineLineups } from './offline/offline-lineups';
import { OfflineShows } from './offline/offline-shows';
import { OfflineWebReleases } from './offline/offline-web-releases';
import type { TvSources } from './sources';

/** Picks each source once, at start-up: the provider when the app is live and has its key, else the offline world. The only code of the TV domain that asks whether a provider is live. */
export function chooseTvSources(ctx: Pick<AppContext, 'config' | 'clock' | 'providers'>): TvSources {
  const { config, clock, providers } = ctx;
  const staleSeconds = config.CACHE_STALE_HOURS * 3600;
  const tvmaze = providers.live('tvmaze', 'TV shows');
  const gracenote = providers.live('gracenote', 'movies and sports on TV');
  const showPolicies = {
    shows: { ttlSeconds: config.SHOWS_TTL_MINUTES * 60, staleSeconds },
    search: { ttlSeconds: config.SEARCH_TTL_MINUTES * 60, staleSeconds },
  };
  const offlineShows = tvmaze ? undefined : new OfflineShows(clock, config.TIME_ZONE);
  const shows =
    offlineShows ??
    new TvmazeShows(tvmaze!, providers.cache, {
      imageBaseUrl: config.TVMAZE_IMAGE_BASE_URL,
      ...showPolicies,
      clock,
      timeZone: config.TIME_ZONE,
    });
  const lookup = offlineShows ?? new TvmazeLookup(tvmaze!, providers.cache, showPolicies);
  // A day's releases change as the shows' pages do: kept as long as a show.
  const webReleases = tvmaze
    ? new TvmazeWebSchedule(tvmaze, providers.cache, { ttlSeconds: config.SHOWS_TTL_MINUTES * 60, staleSeconds })
    : new OfflineWebReleases();
  const listings = { ttlSeconds: config.LISTINGS_TTL_MINUTES * 60, staleSeconds };
  // Line-ups change seldom: a day fresh.
  const lineupPolicy = { ttlSeconds: 86_400, staleSeconds };
  const lineups = gracenote
    ? new GracenoteLineups(gracenote, providers.cache, config.GRACENOTE_LINEUP_ID, lineupPolicy)
    : new OfflineLineups(config.GRACENOTE_LINEUP_ID);
  const airings = gracenote
    ? new GracenoteAirings(gracenote, providers.cache, config.GRACENOTE_LINEUP_ID, listings)
    : new OfflineAirings(lineups);
  return {
    airings,
    lineups,
    shows,
    lookup,
    webReleases,
    images: { gracenote: providers.live('gracenoteImages'), tvmaze: providers.live('tvmazeImages') },
  };
}
