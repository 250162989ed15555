import type { Release, Showing } from '@guide/common/cinema';
import type { ProviderClient } from '../providers/provider-client';
import type { LocatedPlace } from '../reference/places';

/** Showtimes near a place; the offline world and the provider answer the same shapes. */
export interface ShowingsSource {
  /** How far ahead listings go: theatres publish about a week (so no provider is asked further); the offline world allows a year. */
  readonly maxDaysAhead: number;
  /** The films showing on `day` at theatres near `place`, each with its showtimes. */
  showings(place: LocatedPlace, day: string): Promise<Showing[]>;
}

export interface ReleasesSource {
  /** Films opening from `today` to the configured horizon, soonest first. */
  releases(today: string): Promise<Release[]>;
}

/** The cinema domain's sources, picked once at start-up (choose-sources.ts). */
export interface CinemaSources {
  showings: ShowingsSource;
  releases: ReleasesSource;
  /** The poster hosts relayed through our server, when live (the offline world's posters are drawn). */
  images: { tmdb?: ProviderClient; gracenote?: ProviderClient };
}
