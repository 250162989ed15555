/** Rules of the cinema API (spec section 7), shared by the server and the screens; its payloads are declared in contract.ts. */
import type { Showing, Showtime, StreamingService, Theatre, WatchKind, WatchOptions } from './contract';
import { apiUrl } from './endpoints';
import { formatMinutes, minutesOfDuration } from './films';

export type { Film, FilmAiring, FilmPart, FilmTheatre, Place, Release, Showing, Showtime, Theatre } from './contract';
export type { StreamingService, WatchKind, WatchOptions } from './contract';

/** How many films, and how many shows, one ask for their streaming services may name. */
export const MAX_STREAMING_FILMS = 100;
export const MAX_STREAMING_SHOWS = 100;

/** The ways of watching a title without paying for it alone: what "streams on my services" counts. */
export const STREAMING_KINDS: readonly WatchKind[] = ['subscription', 'free', 'ads'];

/** The ids of the services a title streams on (subscription, free or with ads), each once. */
export const streamingServiceIds = (options: WatchOptions): number[] => [
  ...new Set(
    options.options.filter((o) => STREAMING_KINDS.includes(o.kind)).flatMap((o) => o.services.map((s) => s.id)),
  ),
];

/** The services among `mine` that stream the title (not those that only rent or sell it), each once. */
export function streamingOnMine(options: WatchOptions, mine: Iterable<number>): StreamingService[] {
  const chosen = new Set(mine);
  const found = new Map<number, StreamingService>();
  for (const { kind, services } of options.options)
    if (STREAMING_KINDS.includes(kind))
      for (const service of services) if (chosen.has(service.id)) found.set(service.id, service);
  return [...found.values()];
}

export const POSTER_WIDTH = 185;
/** Our address of a release's poster (`poster_path` is '/name.jpg'), at the width POSTER_WIDTH. */
export const posterUrl = (posterPath: string) =>
  apiUrl('posterImage', { params: { file: posterPath.replace(/^\/+/, '') } });
export const showingImageUrl = (uri: string) => apiUrl('showingImage', { params: { path: uri.replace(/^\/+/, '') } });

/** '2 h 28 min' from 'PT02H28M'; '45 min' from 'PT45M'; '' when there is no readable duration (films.ts writes every runtime). */
export function formatRunTime(duration: string | undefined): string {
  return formatMinutes(minutesOfDuration(duration));
}

/** 'PT02H28M' from 148 minutes. */
export function runTimeFromMinutes(minutes: number): string {
  return `PT${String(Math.floor(minutes / 60)).padStart(2, '0')}H${String(minutes % 60).padStart(2, '0')}M`;
}

/** The time shown for a showtime: the last 5 characters of its string (spec section 9). */
export const showtimeClock = (dateTime: string) => dateTime.slice(-5);

export interface TheatreShowtimes {
  theatre: Theatre;
  times: { dateTime: string; ticketURI?: string }[];
}

/** Where to buy one showing: the provider's ticket link, else the theatre's own page; none when neither is known. */
export function ticketLinkOf(showtime: { ticketURI?: string }, theatre: Theatre): string | undefined {
  return showtime.ticketURI ?? theatre.url;
}

/** A film's showtimes theatre by theatre, theatres in order of first appearance, times ascending. */
export function groupShowtimesByTheatre(showtimes: Showtime[]): TheatreShowtimes[] {
  const groups = new Map<string, TheatreShowtimes>();
  for (const s of showtimes) {
    let group = groups.get(s.theatre.id);
    if (!group) {
      group = { theatre: s.theatre, times: [] };
      groups.set(s.theatre.id, group);
    }
    group.times.push(s.ticketURI ? { dateTime: s.dateTime, ticketURI: s.ticketURI } : { dateTime: s.dateTime });
  }
  const all = [...groups.values()];
  for (const g of all) g.times.sort((a, b) => a.dateTime.localeCompare(b.dateTime));
  return all;
}

/**
 * One entry per rootId (spec section 4): items without one are dropped, and the showtimes of
 * another format of the same film (a 3D or IMAX copy) join the first entry's, so no showing is lost.
 */
export function dedupeShowingsByRootId(showings: Showing[]): Showing[] {
  const byRoot = new Map<string, Showing>();
  for (const s of showings) {
    if (!s.rootId) continue;
    const first = byRoot.get(s.rootId);
    if (first) byRoot.set(s.rootId, { ...first, showtimes: [...first.showtimes, ...s.showtimes] });
    else byRoot.set(s.rootId, s);
  }
  return [...byRoot.values()];
}

/** Every theatre in a listing, by name, each once. */
export function theatresOf(showings: Showing[]): Theatre[] {
  const seen = new Map<string, Theatre>();
  for (const s of showings) for (const t of s.showtimes) if (!seen.has(t.theatre.id)) seen.set(t.theatre.id, t.theatre);
  return [...seen.values()].sort((a, b) => a.name.localeCompare(b.name));
}

/** The films playing at one theatre, each with only that theatre's showtimes. */
export function showingsAtTheatre(showings: Showing[], theatreId: string): Showing[] {
  return showings
    .map((s) => ({ ...s, showtimes: s.showtimes.filter((t) => t.theatre.id === theatreId) }))
    .filter((s) => s.showtimes.length > 0);
}
