/** Films on the offline line-up: every film station runs films back to back on a fixed timeline. */
import type { TvMovieAiring } from '@guide/common/tv';
import { FILM_CATALOGUE, type Film } from './films';
import { drawnImage } from './drawn-image';
import { stableHash } from './seeded';
import { MOVIE_STATIONS } from './stations';
import { releasedFilms } from '../cinema/world';
import { castOf } from '../cinema/catalogue';
import { NEW_RELEASE_DAYS, yearOf } from '@guide/common/films';

const MINUTE = 60_000;
const KIDS_STATIONS = new Set(['DISNEY', 'KIDSFLIX']);
const FAMILY_FILMS = FILM_CATALOGUE.filter((f) => f.genres.includes('Children') || f.genres.includes('Animated'));

/** Each station's slot length (2, 2½ or 3 hours) and a start offset, so slots do not all line up. */
function stationSlots(callSign: string): { lengthMinutes: number; offsetMinutes: number } {
  const h = stableHash(callSign);
  return { lengthMinutes: [120, 150, 180][h % 3]!, offsetMinutes: [0, 30, 60][(h >>> 4) % 3]! };
}

/** The premium channel that premieres films while they are in theatres, every third slot. */
const PREMIERE_STATION = 'HBO';

function filmFor(callSign: string, slot: number, slotStart: number): Film {
  if (callSign === PREMIERE_STATION && slot % 3 === 0) {
    const premieres = releasedFilms(new Date(slotStart).toISOString().slice(0, 10), NEW_RELEASE_DAYS);
    if (premieres.length > 0) {
      const film = premieres[stableHash(`${callSign}#${slot}`) % premieres.length]!;
      return {
        rootId: film.rootId,
        title: film.title,
        releaseYear: yearOf(film.releaseDate)!,
        genres: film.genres,
        shortDescription: film.short,
        longDescription: `${film.short} A premiere, the same weeks it plays in theatres.`,
        topCast: castOf(film),
        rating: String(film.stars),
      };
    }
  }
  const films = KIDS_STATIONS.has(callSign) ? FAMILY_FILMS : FILM_CATALOGUE;
  return films[stableHash(`${callSign}#${slot}`) % films.length]!;
}

/** Gracenote writes airing times to the minute: 2026-11-21T20:00Z. */
export const toGracenoteTime = (ms: number) => new Date(ms).toISOString().slice(0, 16) + 'Z';

/** The film airings that start in [from, from + hours), ordered by start time then station. */
export function offlineMovieAirings(from: Date, hours = 24): TvMovieAiring[] {
  const start = from.getTime();
  const end = start + hours * 60 * MINUTE;
  const airings: TvMovieAiring[] = [];
  for (const callSign of MOVIE_STATIONS) {
    const { lengthMinutes, offsetMinutes } = stationSlots(callSign);
    const length = lengthMinutes * MINUTE;
    const offset = offsetMinutes * MINUTE;
    for (let slot = Math.ceil((start - offset) / length); slot * length + offset < end; slot++) {
      const slotStart = slot * length + offset;
      const film = filmFor(callSign, slot, slotStart);
      airings.push({
        startTime: toGracenoteTime(slotStart),
        endTime: toGracenoteTime(slotStart + length),
        station: { callSign },
        program: {
          title: film.title,
          genres: film.genres,
          shortDescription: film.shortDescription,
          longDescription: film.longDescription,
          topCast: film.topCast,
          rootId: film.rootId,
          releaseYear: film.releaseYear,
          preferredImage: drawnImage('movie', film.rootId),
        },
        qualityRating: { value: film.rating },
      });
    }
  }
  return airings.sort(
    (a, b) => a.startTime.localeCompare(b.startTime) || a.station.callSign.localeCompare(b.station.callSign),
  );
}
