/** `GET /v1/search?q=`: one search across both leagues' teams, TV shows and films (shared by the server and the web app). */
export type {
  SearchFilm,
  SearchFilmInCinemas,
  SearchFilmOnTv,
  SearchPart,
  SearchResults,
  SearchShow,
  SearchTeam,
} from './contract';

/** Longest query the search takes; the header's box holds no more. */
export const MAX_SEARCH_LENGTH = 100;
