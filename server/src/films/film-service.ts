import type { Film, FilmAiring, FilmPart, Release, Showing } from '@guide/common/cinema';
import { groupShowtimesByTheatre, posterUrl, showingImageUrl } from '@guide/common/cinema';
import { addDays, dayInZone } from '@guide/common/dates';
import {
  CINEMA_STARS,
  filmIdOf,
  filmTitleWithoutFormat,
  genreNames,
  minutesOfDuration,
  starCount,
  yearOf,
} from '@guide/common/films';
import type { TvMovieAiring } from '@guide/common/tv';
import type { FilmDetails, FilmsSource, ReleasesSource, ShowingsSource } from '../cinema/sources';
import type { AppContext } from '../context';
import { HttpError } from '../errors';
import { locateZip } from '../reference/places';
import type { AiringsSource } from '../tv/sources';

export interface FilmSources {
  films: FilmsSource;
  releases: ReleasesSource;
  showings: ShowingsSource;
  airings: AiringsSource;
}

const HOUR_MS = 3600_000;
/** How far ahead the page lists a film's airings. */
const AIRING_DAYS = 7;
/** A film airing that began this long ago may still be on; one without an end is taken to last two hours. */
const LONGEST_FILM_MS = 3 * HOUR_MS;
const USUAL_FILM_MS = 2 * HOUR_MS;

/** What each source said of the film: undefined when it failed, null or [] when it knows none. */
interface Found {
  details: FilmDetails | null | undefined;
  release: Release | null | undefined;
  showings: Showing[] | undefined;
  airings: TvMovieAiring[] | undefined;
}

/**
 * A film's page, by the guide's id (decision 0140): what the films source knows of it (TMDB
 * live, the world offline), its release, its showtimes near a zip code on a day and its airings
 * on TV in the next seven days, each found by making the id of every listed film and keeping
 * the ones that match. A part whose source fails is named in `unavailable`; the others answer.
 */
export class FilmService {
  constructor(
    private readonly ctx: Pick<AppContext, 'clock' | 'config' | 'log'>,
    private readonly sources: FilmSources,
  ) {}

  private today(): string {
    return dayInZone(this.ctx.clock.now(), this.ctx.config.TIME_ZONE);
  }

  /** The day of the showtimes: today when none; a 400 sentence when it has passed or is beyond the listings. */
  checkedDay(date: string | undefined): string {
    const first = this.today();
    const day = date ?? first;
    if (day < first) throw new HttpError(400, `The date ${day} has passed; listings start today, ${first}.`);
    const ahead = this.sources.showings.maxDaysAhead;
    if (day > addDays(first, ahead))
      throw new HttpError(400, `Listings go at most ${ahead} days ahead, to ${addDays(first, ahead)}.`);
    return day;
  }

  async film(id: string, zip: string | undefined, day: string): Promise<Film> {
    const unavailable: FilmPart[] = [];
    const errors: unknown[] = [];
    const failed = (part: FilmPart) => (error: unknown) => {
      this.ctx.log.warn({ err: error, part, film: id }, 'a part of a film page could not be looked up');
      if (!unavailable.includes(part)) unavailable.push(part);
      errors.push(error);
      return undefined;
    };
    const place = zip ? locateZip(zip) : undefined;
    const [details, release, showings, airings] = await Promise.all([
      this.sources.films.film(id, this.today()).catch(failed('details')),
      this.release(id).catch(failed('details')),
      place ? this.showings(id, place, day).catch(failed('showtimes')) : Promise.resolve([]),
      this.airings(id).catch(failed('tv')),
    ]);
    const found: Found = { details, release, showings, airings };
    const known = details || release || (showings && showings.length > 0) || (airings && airings.length > 0);
    if (!known) {
      // Nothing found: unknown when every source answered, else a failure that is not the viewer's.
      if (errors.length > 0) throw errors[0];
      throw new HttpError(404, `The guide knows no film ${id}: it is not in theatres, coming soon or on TV this week.`);
    }
    return {
      id,
      ...this.describe(found),
      showtimes: zip
        ? { zip, date: day, theatres: groupShowtimesByTheatre((showings ?? []).flatMap((s) => s.showtimes)) }
        : null,
      airings: (airings ?? []).map(toFilmAiring),
      unavailable: unavailable.sort(),
    };
  }

  /** The film's details from the best source that has each: the films source, then the cinema listing, the release, the airing. */
  private describe({
    details,
    release,
    showings,
    airings,
  }: Found): Omit<Film, 'id' | 'showtimes' | 'airings' | 'unavailable'> {
    const showing = showings?.[0];
    const program = airings?.[0]?.program;
    const stars = showing?.qualityRating
      ? starCount(showing.qualityRating, CINEMA_STARS)
      : (details?.stars ?? (airings?.[0]?.qualityRating ? starCount(airings[0].qualityRating, CINEMA_STARS) : null));
    const firstOf = (...lists: (readonly string[] | undefined)[]) => lists.find((l) => l && l.length > 0) ?? [];
    return {
      title: filmTitleWithoutFormat(details?.title ?? release?.title ?? showing?.title ?? program?.title ?? ''),
      year: details?.year ?? yearOf(release?.release_date) ?? showing?.releaseYear ?? program?.releaseYear ?? null,
      tmdbId: details?.tmdbId ?? release?.id ?? null,
      rootId: showing?.rootId || program?.rootId || null,
      overview:
        details?.overview ||
        showing?.longDescription ||
        showing?.shortDescription ||
        release?.overview ||
        program?.longDescription ||
        program?.shortDescription ||
        '',
      poster:
        details?.poster ??
        (release?.poster_path ? posterUrl(release.poster_path) : null) ??
        (showing?.preferredImage ? showingImageUrl(showing.preferredImage.uri) : null) ??
        (program?.preferredImage.relayUrl || null),
      contentRating: details?.contentRating ?? showing?.ratings?.[0]?.code ?? null,
      stars,
      runtimeMinutes: details?.runtimeMinutes ?? minutesOfDuration(showing?.runTime) ?? null,
      genres: genreNames(firstOf(details?.genres, showing?.genres, program?.genres)),
      cast: [...firstOf(details?.cast, showing?.topCast, program?.topCast)],
      releaseDate: details?.releaseDate ?? release?.release_date ?? null,
    };
  }

  private async release(id: string): Promise<Release | null> {
    const releases = await this.sources.releases.releases(this.today());
    return releases.find((r) => filmIdOf(r.title, yearOf(r.release_date)) === id) ?? null;
  }

  /** Every listing of the film near the place on the day: each format (3D, IMAX) is one more listing. */
  private async showings(
    id: string,
    place: NonNullable<ReturnType<typeof locateZip>>,
    day: string,
  ): Promise<Showing[]> {
    const listed = await this.sources.showings.showings(place, day);
    return listed.filter((s) => filmIdOf(s.title, s.releaseYear) === id);
  }

  /** The film's airings from now (one on now included) to seven days ahead, soonest first, each once. */
  private async airings(id: string): Promise<TvMovieAiring[]> {
    return (await this.filmAiringsAhead()).filter((a) => filmIdOf(a.program.title, a.program.releaseYear) === id);
  }

  /** Every film airing from now (one on now included) to seven days ahead, soonest first, each once. */
  async filmAiringsAhead(): Promise<TvMovieAiring[]> {
    const now = this.ctx.clock.now().getTime();
    const first = Math.floor((now - LONGEST_FILM_MS) / HOUR_MS) * HOUR_MS;
    const last = now + AIRING_DAYS * 24 * HOUR_MS;
    const days = Array.from({ length: AIRING_DAYS + 1 }, (_, i) => new Date(first + i * 24 * HOUR_MS));
    const lists = await Promise.all(days.map((from) => this.sources.airings.movies(from)));
    const seen = new Set<string>();
    return lists
      .flat()
      .filter((a) => {
        const starts = Date.parse(a.startTime);
        const ends = a.endTime ? Date.parse(a.endTime) : starts + USUAL_FILM_MS;
        const key = `${a.station.callSign}|${a.startTime}`;
        if (ends <= now || starts >= last || seen.has(key)) return false;
        seen.add(key);
        return true;
      })
      .sort((a, b) => a.startTime.localeCompare(b.startTime) || a.station.callSign.localeCompare(b.station.callSign));
  }
}

export const toFilmAiring = (a: TvMovieAiring): FilmAiring => ({
  startTime: a.startTime,
  ...(a.endTime ? { endTime: a.endTime } : {}),
  station: { callSign: a.station.callSign },
});
