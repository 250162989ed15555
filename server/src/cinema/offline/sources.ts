import type { Release, Showing, StreamingService, WatchOptions } from '@guide/common/cinema';
import type { Clock } from '../../clock';
import type { LocatedPlace } from '../../reference/places';
import { posterUrl, showingImageUrl } from '@guide/common/cinema';
import { CINEMA_STARS, starCount } from '@guide/common/films';
import type { FilmDetails, FilmsSource, ReleasesSource, ShowingsSource, WatchSource } from '../sources';
import { worldServices, worldWatchOptions } from '../../world/cinema/streaming';
import { drawnPosterFile, offlineFilm, offlineReleases, offlineShowings } from '../../world/cinema/world';

/** The offline world's drawn posters: what the poster of a file name shows. */
export { drawnPosterSubject } from '../../world/cinema/world';

/** The built-in world's showtimes: answers follow the server clock. */
export class OfflineShowings implements ShowingsSource {
  readonly maxDaysAhead = 365;

  constructor(private readonly clock: Clock) {}

  async showings(place: LocatedPlace, day: string): Promise<Showing[]> {
    return offlineShowings(place, day, this.clock.now());
  }
}

/** The built-in world's releases, up to the configured horizon. */
export class OfflineReleases implements ReleasesSource {
  constructor(private readonly horizonDays: number) {}

  async releases(today: string): Promise<Release[]> {
    return offlineReleases(today, this.horizonDays);
  }
}

/** The built-in world's films: those in theatres and those of the release slate around today. */
export class OfflineFilms implements FilmsSource {
  constructor(private readonly horizonDays: number) {}

  async film(id: string, today: string): Promise<FilmDetails | null> {
    const film = offlineFilm(id, today, this.horizonDays);
    if (!film) return null;
    const { poster, minutes, stars, ...rest } = film;
    const file = drawnPosterFile(poster.kind, poster.id);
    return {
      ...rest,
      // The world rates in half stars, as Gracenote does; a film's page shows whole ones, as its listings do.
      stars: starCount({ value: String(stars) }, CINEMA_STARS),
      poster: poster.kind === 'release' ? posterUrl(`/${file}`) : showingImageUrl(file),
      runtimeMinutes: minutes,
    };
  }
}

/** The built-in world's services and where its films stream, changing about monthly. */
export class OfflineWatch implements WatchSource {
  async filmOptions(film: { id: string }, today: string): Promise<WatchOptions | null> {
    return worldWatchOptions(film.id, today);
  }

  async showOptions(
    show: { id: number; webChannel?: { name: string } | null },
    today: string,
  ): Promise<WatchOptions | null> {
    return worldWatchOptions(`show-${show.id}`, today, show.webChannel?.name);
  }

  async services(): Promise<StreamingService[]> {
    return worldServices();
  }
}
