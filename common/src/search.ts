/** `GET /v1/search?q=`: one search across both leagues' teams, TV shows and films (shared by the server and the web app). */
import type { League } from './sports';

/** Longest query the search takes; the header's box holds no more. */
export const MAX_SEARCH_LENGTH = 100;

export interface SearchTeam {
  league: League;
  id: number;
  name: string;
}

export interface SearchShow {
  id: number;
  name: string;
  /** Network, else web channel, else 'Unlisted' (as the show pages say). */
  channel: string;
  genres: string[];
}

/** A film on TV today: the station and start of its first airing. */
export interface SearchFilmOnTv {
  where: 'tv';
  title: string;
  rootId: string;
  station: string;
  startTime: string;
}

/** A film showing today near `zip`: how many theatres show it. */
export interface SearchFilmInCinemas {
  where: 'cinema';
  title: string;
  rootId: string;
  zip: string;
  theatres: number;
}

export type SearchFilm = SearchFilmOnTv | SearchFilmInCinemas;

/** The parts a search could not look through just now (their provider failed or was busy); the others still answer. */
export type SearchPart = 'shows' | 'films';

export interface SearchResults {
  query: string;
  teams: SearchTeam[];
  shows: SearchShow[];
  films: SearchFilm[];
  unavailable: SearchPart[];
}
