import type { Release, Showing, StreamingService, WatchOptions } from '@guide/common/cinema';
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
  /** Films opened in the four weeks up to `today` and those opening from it to the configured horizon, by release date. */
  releases(today: string): Promise<Release[]>;
}

/** What a source knows of one film (decision 0140): details for its page, each left empty when unknown. */
export interface FilmDetails {
  tmdbId: number | null;
  title: string;
  year: number | null;
  overview: string;
  /** Our path of its poster. */
  poster: string | null;
  contentRating: string | null;
  /** Critics' rating, 0–4 stars. */
  stars: number | null;
  runtimeMinutes: number | null;
  genres: string[];
  cast: string[];
  releaseDate: string | null;
}

export interface FilmsSource {
  /** The film with the guide's id `id` (common/src/films.ts), around `today`; null when the source knows none. */
  film(id: string, today: string): Promise<FilmDetails | null>;
}

/** Where films stream in the US (TMDB's watch providers live, the world offline). */
export interface WatchSource {
  /** The US offers of a film (by its TMDB id live, by the guide's id offline) on `today`; null when unknown. */
  filmOptions(film: { id: string; tmdbId: number | null }, today: string): Promise<WatchOptions | null>;
  /**
   * The US offers of a show, by its TVmaze id and name (live, TMDB's show of the same name); null
   * when unknown. Offline, a show released on a web channel always streams there.
   */
  showOptions(
    show: { id: number; name: string; webChannel?: { name: string } | null },
    today: string,
  ): Promise<WatchOptions | null>;
  /** Every service offered in the US, by name. */
  services(today: string): Promise<StreamingService[]>;
}

/** The cinema domain's sources, picked once at start-up (choose-sources.ts). */
export interface CinemaSources {
  showings: ShowingsSource;
  releases: ReleasesSource;
  films: FilmsSource;
  watch: WatchSource;
  /** The poster hosts relayed through our server, when live (the offline world's posters are drawn). */
  images: { tmdb?: ProviderClient; gracenote?: ProviderClient };
}
