import type { Release, Showing, Showtime, Theatre } from '@guide/common/cinema';
import { runTimeFromMinutes } from '@guide/common/cinema';
import { addDays, daysBetween } from '@guide/common/dates';
import { NEW_RELEASE_DAYS, filmIdOf, yearOf } from '@guide/common/films';
import {
  NOW_SHOWING_FILMS,
  UPCOMING_FILMS,
  castOf,
  stableHash,
  type CatalogueFilm,
  type UpcomingFilm,
} from './catalogue';
import type { LocatedPlace } from '../../reference/places';

/**
 * The built-in cinema world: theatres near any real zip code and each day's showtimes, and the
 * films opening in the weeks after today. Same inputs, same answer.
 */

const THEATRE_NAMES: ((city: string, screens: number) => string)[] = [
  (c, n) => `${c} Cinema ${n}`,
  (c) => `The ${c} Picture House`,
  (c, n) => `Starlight ${c} Stadium ${n}`,
  (c) => `${c} Bijou`,
  (c, n) => `Marquee ${c} ${n}`,
  (c) => `Grand Theatre of ${c}`,
  (c) => `Palace Cinemas ${c}`,
  (c) => `${c} Art House`,
  (c, n) => `Regent ${c} Cineplex ${n}`,
  (c) => `${c} Film Society`,
];

export interface OfflineTheatre extends Theatre {
  screens: number;
  sellsTicketsOnline: boolean;
}

/** 3 to 8 theatres named after the place, the same for every zip of that town. */
export function theatresNear(place: Pick<LocatedPlace, 'city' | 'state'>): OfflineTheatre[] {
  const town = `${place.city}|${place.state}`;
  const count = 3 + (stableHash(town) % 6);
  const order = THEATRE_NAMES.map((name, i) => ({ name, key: stableHash(`${town}|${i}`) })).sort(
    (a, b) => a.key - b.key,
  );
  return order.slice(0, count).map(({ name, key }) => {
    const screens = 4 + (key % 13);
    return {
      id: String(20_000 + (key % 70_000)),
      name: name(place.city, screens),
      screens,
      sellsTicketsOnline: key % 3 !== 0,
      // Every invented theatre has a page of its own, where the ones without online tickets sell at the door.
      url: `https://theatres.example.com/${20_000 + (key % 70_000)}`,
    };
  });
}

const FIRST_SHOW_EARLIEST = 10 * 60 + 30; // late morning
const LAST_SHOW_LATEST = 22 * 60 + 45; // late evening
const clock = (minutes: number) =>
  `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;

/**
 * The films a theatre shows on a day: a weighted draw (blockbusters are booked more often),
 * so the line-up changes from day to day but not from request to request.
 */
function filmsAt(theatre: OfflineTheatre, day: string): CatalogueFilm[] {
  const count = Math.min(theatre.screens, 14);
  return NOW_SHOWING_FILMS.map((film) => {
    const u = (stableHash(`${theatre.id}|${day}|${film.rootId}`) % 10_000) / 10_000 + 0.00005;
    return { film, score: u ** (1 / film.draw) };
  })
    .sort((a, b) => b.score - a.score)
    .slice(0, count)
    .map(({ film }) => film);
}

/** How long a film stays in theatres after it opens. */
const IN_CINEMAS_DAYS = 8 * 7;

/** A film of the release slate as it plays in theatres once open: its runtime, rating and stars follow from its id. */
export interface ReleasedFilm extends CatalogueFilm {
  tmdbId: number;
  releaseDate: string;
}

function releasedFilm(film: UpcomingFilm, releaseDate: string): ReleasedFilm {
  const h = stableHash(`${film.id}|${film.title}`);
  const ratings: CatalogueFilm['rating'][] = ['G', 'PG', 'PG-13', 'PG-13', 'R'];
  return {
    tmdbId: film.id,
    releaseDate,
    rootId: String(40_000_000 + (film.id % 1_000_000)),
    title: film.title,
    genres: film.genres,
    rating: film.genres.includes('Animation') || film.genres.includes('Family') ? 'PG' : ratings[h % ratings.length]!,
    stars: 2 + (h % 5) * 0.5,
    minutes: 88 + (h % 60),
    // Wide releases: every theatre books a film in its opening weeks.
    draw: 5,
    short: film.overview,
    more: '',
  };
}

/** The films of the release slate that opened in the `days` up to `day` (itself included), newest first. */
export function releasedFilms(day: string, days: number): ReleasedFilm[] {
  return slate(addDays(day, -days + 1), day)
    .reverse()
    .map(({ film, releaseDate }) => releasedFilm(film, releaseDate));
}

/** The films a theatre shows on a day: its pick of the catalogue, and every film in its first four weeks; the older ones some theatres keep. */
function programmeAt(theatre: OfflineTheatre, day: string): CatalogueFilm[] {
  const opened = releasedFilms(day, IN_CINEMAS_DAYS).filter(
    (film) =>
      film.releaseDate > addDays(day, -NEW_RELEASE_DAYS) || stableHash(`${theatre.id}|${film.rootId}`) % 2 === 0,
  );
  return [...filmsAt(theatre, day), ...opened];
}

/** Start times of one film at one theatre: from late morning, a show every runtime plus cleaning. */
function startTimes(film: CatalogueFilm, theatre: OfflineTheatre, day: string): string[] {
  const seed = stableHash(`${theatre.id}|${day}|${film.rootId}|times`);
  const maxShows = 1 + (seed % (film.draw + 1));
  const gap = film.minutes + 25 + ((seed >>> 8) % 4) * 5;
  const times: string[] = [];
  let start = FIRST_SHOW_EARLIEST + ((seed >>> 12) % 31) * 5;
  while (times.length < maxShows && start <= LAST_SHOW_LATEST) {
    times.push(clock(start));
    start = Math.ceil((start + gap) / 5) * 5;
  }
  return times;
}

const ticketLink = (theatre: OfflineTheatre, film: CatalogueFilm, dateTime: string) =>
  `https://tickets.example.com/${theatre.id}/${film.rootId}?showtime=${encodeURIComponent(dateTime)}`;

function toShowing(film: CatalogueFilm | ReleasedFilm, showtimes: Showtime[]): Showing {
  const year = 'releaseDate' in film ? yearOf(film.releaseDate) : undefined;
  return {
    tmsId: `MV${film.rootId.padStart(10, '0')}0000`,
    rootId: film.rootId,
    title: film.title,
    ...(year ? { releaseYear: year } : {}),
    topCast: castOf(film),
    shortDescription: film.short,
    longDescription: `${film.short} ${film.more}`,
    genres: film.genres,
    qualityRating: { value: String(film.stars) },
    ratings: [{ code: film.rating }],
    runTime: runTimeFromMinutes(film.minutes),
    preferredImage: { uri: drawnPosterFile('movie', Number(film.rootId)) },
    showtimes,
  };
}

/** The wall time in `timeZone` at `instant`, as "YYYY-MM-DDTHH:MM". */
export function wallTime(instant: Date, timeZone: string): string {
  const parts = new Intl.DateTimeFormat('en-CA', {
    timeZone,
    hourCycle: 'h23',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
  }).formatToParts(instant);
  const get = (type: string) => parts.find((p) => p.type === type)?.value ?? '';
  return `${get('year')}-${get('month')}-${get('day')}T${get('hour')}:${get('minute')}`;
}

/**
 * Every film showing near `place` on `day`, theatre by theatre, in theatre-local time. Shows
 * that have already started at the theatre (`now`) are left out, as a box office would.
 */
export function offlineShowings(place: LocatedPlace, day: string, now: Date): Showing[] {
  const localNow = wallTime(now, place.timeZone);
  const byFilm = new Map<string, { film: CatalogueFilm; showtimes: Showtime[] }>();
  for (const theatre of theatresNear(place)) {
    for (const film of programmeAt(theatre, day)) {
      for (const time of startTimes(film, theatre, day)) {
        const dateTime = `${day}T${time}`;
        if (dateTime < localNow) continue;
        const entry = byFilm.get(film.rootId) ?? { film, showtimes: [] };
        entry.showtimes.push({
          theatre: { id: theatre.id, name: theatre.name, ...(theatre.url ? { url: theatre.url } : {}) },
          dateTime,
          ...(theatre.sellsTicketsOnline ? { ticketURI: ticketLink(theatre, film, dateTime) } : {}),
        });
        byFilm.set(film.rootId, entry);
      }
    }
  }
  return [...byFilm.values()]
    .map(({ film, showtimes }) => toShowing(film, showtimes))
    .sort((a, b) => a.title.localeCompare(b.title));
}

/** Drawn posters are named so the image routes can tell them from a provider's files. */
export const drawnPosterFile = (kind: 'movie' | 'release', id: number) => `drawn-${kind}-${id}.svg`;
const DRAWN_FILE = /^drawn-(movie|release)-(\d+)\.svg$/;

/** The title and caption to draw for a drawn poster's file name; undefined for any other name. */
export function drawnPosterSubject(file: string): { title: string; caption: string; seed: string } | undefined {
  const m = DRAWN_FILE.exec(file);
  if (!m) return undefined;
  const id = Number(m[2]);
  if (m[1] === 'movie') {
    const film = NOW_SHOWING_FILMS.find((f) => Number(f.rootId) === id);
    if (film) return { title: film.title, caption: film.genres.join(' · '), seed: film.rootId };
    const released = UPCOMING_FILMS.find((f) => 40_000_000 + (f.id % 1_000_000) === id);
    return released && { title: released.title, caption: released.genres.join(' · '), seed: String(released.id) };
  }
  const film = UPCOMING_FILMS.find((f) => f.id === id);
  return film && { title: film.title, caption: film.genres.join(' · '), seed: String(film.id) };
}

const RELEASES_PER_WEEK = 2;

/** The films opening on each Friday from `first` to `last`, soonest first. The slate follows from the week, not from when you ask. */
function slate(first: string, last: string): { film: UpcomingFilm; releaseDate: string }[] {
  const weekday = new Date(`${first}T12:00:00Z`).getUTCDay();
  const opening: { film: UpcomingFilm; releaseDate: string }[] = [];
  for (let friday = addDays(first, (5 - weekday + 7) % 7); friday <= last; friday = addDays(friday, 7)) {
    const weekNumber = Math.floor(daysBetween('1970-01-02', friday) / 7); // 1970-01-02 was a Friday
    for (let j = 0; j < RELEASES_PER_WEEK; j++) {
      const film = UPCOMING_FILMS[(weekNumber * RELEASES_PER_WEEK + j) % UPCOMING_FILMS.length]!;
      opening.push({ film, releaseDate: friday });
    }
  }
  return opening;
}

/**
 * The films opened in the four weeks up to `today` and those opening from it to `horizonDays`
 * ahead, by release date: the same window the live releases keep.
 */
export function offlineReleases(today: string, horizonDays: number): Release[] {
  return slate(addDays(today, -NEW_RELEASE_DAYS + 1), addDays(today, horizonDays)).map(({ film, releaseDate }) => ({
    id: film.id,
    title: film.title,
    overview: film.overview,
    poster_path: `/${drawnPosterFile('release', film.id)}`,
    release_date: releaseDate,
  }));
}

/** What the world knows of a film, by the guide's id: a film in theatres or of the slate around `today`. */
export interface OfflineFilm {
  tmdbId: number | null;
  title: string;
  year: number | null;
  overview: string;
  poster: { kind: 'movie' | 'release'; id: number };
  contentRating: string;
  stars: number;
  minutes: number;
  genres: string[];
  cast: string[];
  releaseDate: string | null;
}

/** The film of the cinema world with the guide's id `id`, around `today` (the slate moves with the calendar); undefined when none. */
export function offlineFilm(id: string, today: string, horizonDays: number): OfflineFilm | undefined {
  const holdover = NOW_SHOWING_FILMS.find((f) => filmIdOf(f.title) === id);
  if (holdover)
    return {
      tmdbId: null,
      title: holdover.title,
      year: null,
      overview: `${holdover.short} ${holdover.more}`,
      poster: { kind: 'movie', id: Number(holdover.rootId) },
      contentRating: holdover.rating,
      stars: holdover.stars,
      minutes: holdover.minutes,
      genres: holdover.genres,
      cast: castOf(holdover),
      releaseDate: null,
    };
  const opening = slate(addDays(today, -IN_CINEMAS_DAYS + 1), addDays(today, horizonDays)).find(
    ({ film, releaseDate }) => filmIdOf(film.title, yearOf(releaseDate)) === id,
  );
  if (!opening) return undefined;
  const film = releasedFilm(opening.film, opening.releaseDate);
  return {
    tmdbId: film.tmdbId,
    title: film.title,
    year: yearOf(film.releaseDate) ?? null,
    overview: film.short,
    poster: { kind: 'release', id: film.tmdbId },
    contentRating: film.rating,
    stars: film.stars,
    minutes: film.minutes,
    genres: film.genres,
    cast: castOf(film),
    releaseDate: film.releaseDate,
  };
}
