import type { FilmPart, FilmTheatre, Showing } from '@guide/common/cinema';
import { groupShowtimesByTheatre, streamingOnMine, type StreamingService } from '@guide/common/cinema';
import { dayInZone, zoneOffsetMinutes } from '@guide/common/dates';
import { filmIdOf } from '@guide/common/films';
import type { TvMovieAiring } from '@guide/common/tv';
import { MAX_WATCHLIST_FILMS, type KeptFilms, type Watchlist, type WatchlistFilm } from '@guide/common/watching';
import type { KeptFilmRow, WatchlistRepository } from '../account/watchlist-repository';
import type { WatchSource } from '../cinema/sources';
import type { AppContext } from '../context';
import { HttpError } from '../errors';
import { locateZip } from '../reference/places';
import { toFilmAiring, type FilmService, type FilmSources } from './film-service';

/**
 * The films a user keeps for later, each with today's showtimes near the user's saved zip codes
 * and its airings on TV in the next seven days. The listings are read once for the whole list
 * (one cinema listing a zip code, one week of TV films) and matched by film id, so a long list
 * costs no more lookups than a short one. Where a film streams is asked film by film, and only
 * when the user has chosen services (kept by the provider layer, as on the film's page).
 */
export class WatchlistService {
  constructor(
    private readonly ctx: Pick<AppContext, 'clock' | 'config' | 'log'>,
    private readonly sources: Pick<FilmSources, 'showings' | 'films'> & { watch: WatchSource },
    private readonly films: FilmService,
    private readonly repository: WatchlistRepository,
    private readonly mine: {
      zipcodes: (userId: number) => Promise<string[]>;
      services: (userId: number) => Promise<number[]>;
    },
  ) {}

  private today(): string {
    return dayInZone(this.ctx.clock.now(), this.ctx.config.TIME_ZONE);
  }

  /** The wall clock of the guide's zone, 'YYYY-MM-DDTHH:MM', comparable with a showtime's `dateTime`. */
  private wallClock(): string {
    const now = this.ctx.clock.now();
    return new Date(now.getTime() + zoneOffsetMinutes(now, this.ctx.config.TIME_ZONE) * 60_000)
      .toISOString()
      .slice(0, 16);
  }

  async kept(userId: number): Promise<KeptFilms> {
    const rows = await this.repository.films(userId);
    return { films: rows.map((r) => ({ id: r.filmId, seen: r.seenAt !== null })) };
  }

  /** Keeps a film the guide knows (a 404 sentence otherwise); a full list is a 409 sentence. */
  async keep(userId: number, id: string): Promise<KeptFilms> {
    const film = await this.films.film(id, undefined, this.today());
    const outcome = await this.repository.keep(
      userId,
      { filmId: id, title: film.title, year: film.year, poster: film.poster },
      MAX_WATCHLIST_FILMS,
    );
    if (outcome === 'full')
      throw new HttpError(
        409,
        `Your watchlist holds at most ${MAX_WATCHLIST_FILMS} films. Take one off before keeping another.`,
      );
    return this.kept(userId);
  }

  async forget(userId: number, id: string): Promise<KeptFilms> {
    if (!(await this.repository.forget(userId, id))) throw notOnList(id);
    return this.kept(userId);
  }

  async setSeen(userId: number, id: string, seen: boolean): Promise<KeptFilms> {
    if (!(await this.repository.setSeen(userId, id, seen, this.ctx.clock.now()))) throw notOnList(id);
    return this.kept(userId);
  }

  async watchlist(userId: number): Promise<Watchlist> {
    const [rows, zipcodes, services] = await Promise.all([
      this.repository.films(userId),
      this.mine.zipcodes(userId),
      this.mine.services(userId),
    ]);
    const toSee = rows.filter((r) => r.seenAt === null);
    const unavailable: FilmPart[] = [];
    const failed = (part: FilmPart) => (error: unknown) => {
      this.ctx.log.warn({ err: error, part }, 'a part of a watchlist could not be looked up');
      if (!unavailable.includes(part)) unavailable.push(part);
      return [];
    };
    const day = this.today();
    // Nothing to see: no listing is asked for.
    const [streaming, airings, ...listings] =
      toSee.length === 0
        ? [new Map<string, StreamingService[]>(), [] as TvMovieAiring[]]
        : await Promise.all([
            this.streamingOnMine(
              toSee.map((r) => r.filmId),
              services,
              day,
            ).catch((error: unknown) => {
              failed('streaming')(error);
              return new Map<string, StreamingService[]>();
            }),
            this.films.filmAiringsAhead().catch(failed('tv')),
            ...zipcodes.map(async (zip) => {
              const place = locateZip(zip);
              return place ? this.sources.showings.showings(place, day).catch(failed('showtimes')) : [];
            }),
          ]);
    const near = zipcodes.map((zip, i) => ({ zip, showings: (listings[i] ?? []) as Showing[] }));
    const clock = this.wallClock();
    const describe = (row: KeptFilmRow, seen: boolean): WatchlistFilm => ({
      id: row.filmId,
      title: row.title,
      year: row.year,
      poster: row.poster,
      addedAt: row.addedAt.toISOString(),
      seenAt: row.seenAt && row.seenAt.toISOString(),
      showtimes: seen ? [] : showtimesNear(row.filmId, near, day, clock),
      airings: seen
        ? []
        : (airings as TvMovieAiring[])
            .filter((a) => filmIdOf(a.program.title, a.program.releaseYear) === row.filmId)
            .map(toFilmAiring),
      onMyServices: seen ? [] : ((streaming as Map<string, StreamingService[]>).get(row.filmId) ?? []),
    });
    return {
      films: toSee.map((r) => describe(r, false)),
      seen: rows.filter((r) => r.seenAt !== null).map((r) => describe(r, true)),
      limit: MAX_WATCHLIST_FILMS,
      zipcodes,
      unavailable: unavailable.sort(),
    };
  }

  /** Each film's services among the user's that stream it; nothing asked when the user has chosen none. */
  private async streamingOnMine(
    filmIds: string[],
    services: number[],
    day: string,
  ): Promise<Map<string, StreamingService[]>> {
    if (services.length === 0) return new Map();
    const found = await Promise.all(
      filmIds.map(async (id) => {
        const film = await this.sources.films.film(id, day);
        const options = film && (await this.sources.watch.filmOptions({ id, tmdbId: film.tmdbId }, day));
        return [id, options ? streamingOnMine(options, services) : []] as const;
      }),
    );
    return new Map(found);
  }
}

const notOnList = (id: string) => new HttpError(404, `The film ${id} is not on your watchlist.`);

/**
 * The film's showtimes still to come today, by zip code (theatres are near the guide's zone, so its
 * wall clock says which have begun); a theatre near two saved zip codes is listed under the first only.
 */
function showtimesNear(
  filmId: string,
  near: { zip: string; showings: Showing[] }[],
  date: string,
  clock: string,
): WatchlistFilm['showtimes'] {
  const listed = new Set<string>();
  return near.flatMap(({ zip, showings }) => {
    const theatres: FilmTheatre[] = groupShowtimesByTheatre(
      showings
        .filter((s) => filmIdOf(s.title, s.releaseYear) === filmId)
        .flatMap((s) => s.showtimes)
        .filter((s) => s.dateTime >= clock),
    ).filter((t) => !listed.has(t.theatre.id));
    for (const t of theatres) listed.add(t.theatre.id);
    return theatres.length > 0 ? [{ zip, date, theatres }] : [];
  });
}
