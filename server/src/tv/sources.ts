/** What the TV routes need from a data source; offline and live implementations answer the same shapes. */
import type { ProviderClient } from '../providers/provider-client';
import type {
  TvEpisode,
  TvEpisodeAiring,
  TvLineup,
  TvLineupDetail,
  TvMovieAiring,
  TvSearchResult,
  TvShowDetail,
  TvSportsAiring,
  WebRelease,
} from '@guide/common/tv';

export interface AiringsSource {
  /** How far from now (either way) a listing may be asked for: providers publish about two weeks. */
  readonly maxDaysFromNow: number;
  /**
   * Film airings starting in the 24 hours from `from`, on a line-up (an id `LineupsSource.lineup`
   * knows) or, without one, on the guide's own.
   */
  movies(from: Date, lineupId?: string): Promise<TvMovieAiring[]>;
  /** Sports airings starting in the 24 hours from `from`, on a line-up or the guide's own. */
  sports(from: Date, lineupId?: string): Promise<TvSportsAiring[]>;
}

export interface LineupsSource {
  /** The line-up listings use when the viewer has chosen none (GRACENOTE_LINEUP_ID). */
  readonly defaultId: string;
  /** The line-ups offered at a zip code, broadcast first, then cable, then satellite; null when the zip is nowhere. */
  atZip(zip: string): Promise<TvLineup[] | null>;
  /** A line-up with its channels; null when there is no such line-up. */
  lineup(id: string): Promise<TvLineupDetail | null>;
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

/** A show another tracker named, as the guide knows it. */
export interface ShowFound {
  id: number;
  name: string;
  /** The year it premiered, when known. */
  year: number | null;
}

/** An episode another tracker named by its TheTVDB id, as the guide knows it. */
export interface EpisodeFound {
  showId: number;
  showName: string;
  episodeId: number;
  season: number;
  number: number;
}

/** Finding the shows of another tracker's export (imports): by their ids elsewhere first, then by title and year. */
export interface ShowLookupSource {
  /** The show with this TheTVDB or IMDb id; null when there is none. */
  byExternalId(kind: 'thetvdb' | 'imdb', id: string): Promise<ShowFound | null>;
  /** The show of exactly this title (case and accents aside), of this premiere year when one is given; null when none. */
  byTitle(title: string, year: number | null): Promise<ShowFound | null>;
  /** The episode with this TheTVDB id; null when unknown, or when the source cannot look episodes up by it. */
  episodeByTvdb(id: number): Promise<EpisodeFound | null>;
  /** Whether `episodeByTvdb` can find anything at all (TVmaze cannot). */
  readonly findsTvdbEpisodes: boolean;
}

export interface WebReleasesSource {
  /**
   * The episodes released on streaming services on `date` (YYYY-MM-DD) that viewers in the US
   * get: those of US services and of services everywhere (TVmaze's web channel schedule).
   */
  releases(date: string): Promise<WebRelease[]>;
}

/** The TV domain's sources, picked once at start-up (choose-sources.ts). */
export interface TvSources {
  airings: AiringsSource;
  lineups: LineupsSource;
  shows: ShowsSource;
  lookup: ShowLookupSource;
  webReleases: WebReleasesSource;
  /** The image hosts relayed through our server, when live (the offline world's images are drawn). */
  images: { gracenote?: ProviderClient; tvmaze?: ProviderClient };
}
