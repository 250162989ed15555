/**
 * Every `/v1` endpoint, declared once: its method, path, the credentials it needs and what its
 * answer is. The server registers its routes from this table (with the request and answer
 * schemas of the same name in contract.ts, which the compiler holds to the same names), and the
 * web app builds its URLs and reads its answer types from it. This file holds no zod: the web app
 * imports it at run time and the schemas' types only as types, so it ships no schema code.
 */
import type { z } from 'zod';
import type { endpointSchemas } from './contract';

/** The credentials an endpoint needs: none, the session token (Bearer), or e-mail and password (Basic). */
export type Security = 'none' | 'bearer' | 'basic';
/** What a successful answer is: JSON (its schema in contract.ts), plain text, HTML, an image, or an iCalendar file. */
export type AnswerKind = 'json' | 'text' | 'html' | 'image' | 'calendar';

export interface Endpoint {
  method: 'GET' | 'POST';
  /** The path with its parameters in braces, as the API document writes it. */
  path: `/v1/${string}`;
  security: Security;
  answer: AnswerKind;
  /** The last path parameter takes the rest of the path, slashes and all (a provider's image path). */
  rest?: string;
  /** The status of a success, when it is not 200. */
  status?: 201;
}

export const endpoints = {
  // Account (spec section 7)
  createUser: { method: 'POST', path: '/v1/users/create', security: 'none', answer: 'json', status: 201 },
  logIn: { method: 'GET', path: '/v1/users/token', security: 'basic', answer: 'text' },
  revokeToken: { method: 'POST', path: '/v1/users/revoke', security: 'none', answer: 'json' },
  userData: { method: 'GET', path: '/v1/users/get-data', security: 'bearer', answer: 'json' },
  addZip: { method: 'POST', path: '/v1/users/add-zip', security: 'bearer', answer: 'json' },
  deleteZip: { method: 'POST', path: '/v1/users/delete-zip', security: 'bearer', answer: 'json' },
  addShow: { method: 'POST', path: '/v1/users/add-show', security: 'bearer', answer: 'json' },
  deleteShow: { method: 'POST', path: '/v1/users/delete-show', security: 'bearer', answer: 'json' },
  addTeam: { method: 'POST', path: '/v1/users/add-team', security: 'bearer', answer: 'json' },
  userTvLineup: { method: 'GET', path: '/v1/users/tv-lineup', security: 'bearer', answer: 'json' },
  setUserTvLineup: { method: 'POST', path: '/v1/users/tv-lineup', security: 'bearer', answer: 'json' },
  userStreamingServices: { method: 'GET', path: '/v1/users/streaming-services', security: 'bearer', answer: 'json' },
  setUserStreamingServices: {
    method: 'POST',
    path: '/v1/users/streaming-services',
    security: 'bearer',
    answer: 'json',
  },
  deleteTeam: { method: 'POST', path: '/v1/users/delete-team', security: 'bearer', answer: 'json' },
  changePassword: { method: 'POST', path: '/v1/users/change-password', security: 'bearer', answer: 'json' },
  deleteAccount: { method: 'POST', path: '/v1/users/delete-account', security: 'bearer', answer: 'json' },
  forgotPassword: { method: 'POST', path: '/v1/users/forgot-password', security: 'none', answer: 'json' },
  resetPassword: { method: 'POST', path: '/v1/users/reset-password', security: 'none', answer: 'json' },
  exportAccount: { method: 'GET', path: '/v1/users/{id}/export', security: 'bearer', answer: 'json' },
  // Watching
  showProgress: { method: 'GET', path: '/v1/users/watched', security: 'bearer', answer: 'json' },
  markWatched: { method: 'POST', path: '/v1/users/watched/mark', security: 'bearer', answer: 'json' },
  unmarkWatched: { method: 'POST', path: '/v1/users/watched/unmark', security: 'bearer', answer: 'json' },
  upNext: { method: 'GET', path: '/v1/users/up-next', security: 'bearer', answer: 'json' },
  watchingSettings: { method: 'GET', path: '/v1/users/watching-settings', security: 'bearer', answer: 'json' },
  changeWatchingSettings: {
    method: 'POST',
    path: '/v1/users/watching-settings',
    security: 'bearer',
    answer: 'json',
  },
  // The film watchlist
  watchlist: { method: 'GET', path: '/v1/users/watchlist', security: 'bearer', answer: 'json' },
  keptFilms: { method: 'GET', path: '/v1/users/watchlist/films', security: 'bearer', answer: 'json' },
  keepFilm: { method: 'POST', path: '/v1/users/watchlist/add', security: 'bearer', answer: 'json' },
  forgetFilm: { method: 'POST', path: '/v1/users/watchlist/remove', security: 'bearer', answer: 'json' },
  markFilmSeen: { method: 'POST', path: '/v1/users/watchlist/seen', security: 'bearer', answer: 'json' },
  // Imports of history from other trackers
  previewImport: { method: 'POST', path: '/v1/users/imports', security: 'bearer', answer: 'json', status: 201 },
  importStatus: { method: 'GET', path: '/v1/users/imports/{id}', security: 'bearer', answer: 'json' },
  confirmImport: { method: 'POST', path: '/v1/users/imports/{id}/confirm', security: 'bearer', answer: 'json' },
  // Alerts (Web Push)
  pushPublicKey: { method: 'GET', path: '/v1/push/public-key', security: 'none', answer: 'json' },
  pushSubscriptions: { method: 'GET', path: '/v1/users/me/push-subscriptions', security: 'bearer', answer: 'json' },
  addPushSubscription: {
    method: 'POST',
    path: '/v1/users/me/push-subscriptions',
    security: 'bearer',
    answer: 'json',
    status: 201,
  },
  removePushSubscription: {
    method: 'POST',
    path: '/v1/users/me/push-subscriptions/{id}/remove',
    security: 'bearer',
    answer: 'json',
  },
  alertSettings: { method: 'GET', path: '/v1/users/me/alert-settings', security: 'bearer', answer: 'json' },
  changeAlertSettings: { method: 'POST', path: '/v1/users/me/alert-settings', security: 'bearer', answer: 'json' },
  sentAlerts: { method: 'GET', path: '/v1/users/me/alerts', security: 'bearer', answer: 'json' },
  // Calendar feed
  calendarFeed: { method: 'GET', path: '/v1/users/calendar', security: 'bearer', answer: 'json' },
  resetCalendarFeed: { method: 'POST', path: '/v1/users/calendar/reset', security: 'bearer', answer: 'json' },
  calendarFile: { method: 'GET', path: '/v1/calendar/{file}', security: 'none', answer: 'calendar' },
  // Sports
  mlbGames: { method: 'GET', path: '/v1/sports/mlb/games', security: 'none', answer: 'json' },
  nhlGames: { method: 'GET', path: '/v1/sports/nhl/games', security: 'none', answer: 'json' },
  mlbGame: { method: 'GET', path: '/v1/sports/mlb/game/{id}', security: 'none', answer: 'json' },
  nhlGame: { method: 'GET', path: '/v1/sports/nhl/game/{id}', security: 'none', answer: 'json' },
  nhlNextGames: { method: 'GET', path: '/v1/sports/nhl/next', security: 'none', answer: 'json' },
  mlbCalendar: { method: 'GET', path: '/v1/sports/mlb/calendar', security: 'none', answer: 'json' },
  nhlCalendar: { method: 'GET', path: '/v1/sports/nhl/calendar', security: 'none', answer: 'json' },
  mlbTeam: { method: 'GET', path: '/v1/sports/mlb/team/{id}', security: 'none', answer: 'json' },
  nhlTeam: { method: 'GET', path: '/v1/sports/nhl/team/{id}', security: 'none', answer: 'json' },
  mlbGameSummary: { method: 'GET', path: '/v1/sports/mlb/game/{id}/summary', security: 'none', answer: 'json' },
  nhlGameSummary: { method: 'GET', path: '/v1/sports/nhl/game/{id}/summary', security: 'none', answer: 'json' },
  mlbStandings: { method: 'GET', path: '/v1/sports/mlb/standings', security: 'none', answer: 'json' },
  nhlStandings: { method: 'GET', path: '/v1/sports/nhl/standings', security: 'none', answer: 'json' },
  mlbPostseason: { method: 'GET', path: '/v1/sports/mlb/postseason', security: 'none', answer: 'json' },
  nhlPostseason: { method: 'GET', path: '/v1/sports/nhl/postseason', security: 'none', answer: 'json' },
  mlbBoxScore: { method: 'GET', path: '/v1/sports/mlb/game/{id}/boxscore', security: 'none', answer: 'json' },
  nhlBoxScore: { method: 'GET', path: '/v1/sports/nhl/game/{id}/boxscore', security: 'none', answer: 'json' },
  addGames: { method: 'POST', path: '/v1/admin/add-games', security: 'bearer', answer: 'json' },
  // Cinema
  showings: { method: 'GET', path: '/v1/movies', security: 'none', answer: 'json' },
  releases: { method: 'GET', path: '/v1/discover', security: 'none', answer: 'json' },
  place: { method: 'GET', path: '/v1/places/{zip}', security: 'none', answer: 'json' },
  film: { method: 'GET', path: '/v1/films/{id}', security: 'none', answer: 'json' },
  filmWatchOptions: { method: 'GET', path: '/v1/films/{id}/watch-options', security: 'none', answer: 'json' },
  streamingServices: { method: 'GET', path: '/v1/streaming-services', security: 'none', answer: 'json' },
  streamingFilms: { method: 'GET', path: '/v1/streaming-services/films', security: 'none', answer: 'json' },
  streamingShows: { method: 'GET', path: '/v1/streaming-services/shows', security: 'none', answer: 'json' },
  posterImage: { method: 'GET', path: '/v1/images/posters/w185/{file}', security: 'none', answer: 'image' },
  showingImage: { method: 'GET', path: '/v1/images/showings/{path}', security: 'none', answer: 'image', rest: 'path' },
  // TV
  tvMovies: { method: 'GET', path: '/v1/tv-movies', security: 'none', answer: 'json' },
  tvSports: { method: 'GET', path: '/v1/tv-sports', security: 'none', answer: 'json' },
  tvSearch: { method: 'GET', path: '/v1/tv-search', security: 'none', answer: 'json' },
  tvLineups: { method: 'GET', path: '/v1/tv-lineups', security: 'none', answer: 'json' },
  tvLineup: { method: 'GET', path: '/v1/tv-lineups/{id}', security: 'none', answer: 'json' },
  tvEpisode: { method: 'GET', path: '/v1/tv-show/episode/{id}', security: 'none', answer: 'json' },
  tvShowEpisodes: { method: 'GET', path: '/v1/tv-show/{id}/episodes', security: 'none', answer: 'json' },
  showWatchOptions: { method: 'GET', path: '/v1/tv-show/{id}/watch-options', security: 'none', answer: 'json' },
  tvShow: { method: 'GET', path: '/v1/tv-show/{id}', security: 'none', answer: 'json' },
  tvMovieImage: { method: 'GET', path: '/v1/tv-images/movie/{file}', security: 'none', answer: 'image' },
  tvSportImage: { method: 'GET', path: '/v1/tv-images/sport/{file}', security: 'none', answer: 'image' },
  tvShowImage: { method: 'GET', path: '/v1/tv-images/show/{file}', security: 'none', answer: 'image' },
  gracenoteImage: {
    method: 'GET',
    path: '/v1/tv-images/gracenote/{path}',
    security: 'none',
    answer: 'image',
    rest: 'path',
  },
  tvmazeImage: { method: 'GET', path: '/v1/tv-images/tvmaze/{path}', security: 'none', answer: 'image', rest: 'path' },
  // Search
  search: { method: 'GET', path: '/v1/search', security: 'none', answer: 'json' },
  // This API's own description
  openApiDocument: { method: 'GET', path: '/v1/openapi.json', security: 'none', answer: 'json' },
  reference: { method: 'GET', path: '/v1/reference', security: 'none', answer: 'html' },
} as const satisfies Record<string, Endpoint>;

export type EndpointName = keyof typeof endpoints;

type Schemas = typeof endpointSchemas;
type SchemaOf<K extends EndpointName, F extends string> = Schemas[K] extends { [P in F]: infer S extends z.ZodType }
  ? S
  : undefined;
/** A value as a URL carries it: a number is written in digits. */
type InUrl<T> = {
  [P in keyof T]: T[P] extends string
    ? string | number
    : T[P] extends string | undefined
      ? string | number | undefined
      : T[P];
};

/** The body of an endpoint's successful answer (the text itself for a text answer). */
export type Answer<K extends EndpointName> =
  SchemaOf<K, 'answer'> extends z.ZodType ? z.output<SchemaOf<K, 'answer'>> : string;
/** The path parameters an endpoint takes. */
export type PathParams<K extends EndpointName> =
  SchemaOf<K, 'params'> extends z.ZodType ? InUrl<z.input<SchemaOf<K, 'params'>>> : Record<never, never>;
/** The query parameters an endpoint takes. */
export type QueryParams<K extends EndpointName> =
  SchemaOf<K, 'querystring'> extends z.ZodType ? InUrl<z.input<SchemaOf<K, 'querystring'>>> : Record<never, never>;
/** The form body an endpoint takes. */
export type FormBody<K extends EndpointName> =
  SchemaOf<K, 'body'> extends z.ZodType ? z.input<SchemaOf<K, 'body'>> : never;

/** What a call of an endpoint needs in its URL: its path parameters and its query. */
export type UrlParts<K extends EndpointName> = (keyof PathParams<K> extends never
  ? { params?: undefined }
  : { params: PathParams<K> }) &
  (keyof QueryParams<K> extends never
    ? { query?: undefined }
    : Record<never, never> extends QueryParams<K>
      ? { query?: QueryParams<K> }
      : { query: QueryParams<K> });

/** The path of an endpoint as the server's router writes it, below `/v1`: `{id}` → `:id`, a rest parameter → `*`. */
export function routerPath(name: EndpointName): string {
  const endpoint: Endpoint = endpoints[name];
  return endpoint.path
    .slice('/v1'.length)
    .replace(/\{(\w+)\}/g, (_m, param: string) => (param === endpoint.rest ? '*' : `:${param}`));
}

/** What a URL is made of, untyped: for code that holds parts already checked against `UrlParts`. */
export interface LooseUrlParts {
  params?: Record<string, string | number>;
  query?: Record<string, string | number | undefined | null>;
}

/**
 * The URL of a call: the path with its parameters filled in (encoded; a rest parameter keeps its
 * slashes), then the query parameters that have a value, in the order given.
 */
export function apiUrl<K extends EndpointName>(
  name: K,
  ...[parts]: Record<never, never> extends UrlParts<K> ? [UrlParts<K>?] : [UrlParts<K>]
): string {
  return urlOf(name, parts as LooseUrlParts | undefined);
}

/** `apiUrl` for parts checked already. */
export function urlOf(name: EndpointName, parts: LooseUrlParts = {}): string {
  const endpoint: Endpoint = endpoints[name];
  const params = parts.params ?? {};
  const path = endpoint.path.replace(/\{(\w+)\}/g, (_m, param: string) => {
    const value = String(params[param] ?? '');
    return param === endpoint.rest ? value.split('/').map(encodeURIComponent).join('/') : encodeURIComponent(value);
  });
  const query = Object.entries(parts.query ?? {}).filter(
    (entry): entry is [string, string | number] => entry[1] !== undefined && entry[1] !== null,
  );
  return query.length === 0
    ? path
    : `${path}?${query.map(([k, v]) => `${encodeURIComponent(k)}=${encodeURIComponent(String(v))}`).join('&')}`;
}
