/** What the TV routes need from a data source; offline and live implementations answer the same shapes. */
import type { TvEpisode, TvMovieAiring, TvSearchResult, TvShow, TvSportsAiring } from '@guide/common/tv';

export interface AiringsSource {
  /** Film airings starting in the 24 hours from `from`. */
  movies(from: Date): Promise<TvMovieAiring[]>;
  /** Sports airings starting in the 24 hours from `from`. */
  sports(from: Date): Promise<TvSportsAiring[]>;
}

export interface ShowsSource {
  /** Best matches first. */
  search(title: string): Promise<TvSearchResult[]>;
  /** null when there is no such show. */
  show(id: number): Promise<TvShow | null>;
  /** null when there is no such episode. */
  episode(id: number): Promise<TvEpisode | null>;
}
