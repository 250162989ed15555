import type { Release, Showing } from '@guide/common/cinema';
import type { Clock } from '../../clock';
import type { LocatedPlace } from '../../reference/places';
import type { ReleasesSource, ShowingsSource } from '../sources';
import { offlineReleases, offlineShowings } from '../../world/cinema/world';

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
