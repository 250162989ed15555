import type { TvMovieAiring, TvSportsAiring } from '@guide/common/tv';
import type { AiringsSource } from '../sources';
import { offlineMovieAirings } from '../../world/tv/movie-airings';
import { offlineSportsAirings } from '../../world/tv/sports-airings';

/** The offline line-up: computed, deterministic and cheap, so it needs no cache. */
export class OfflineAirings implements AiringsSource {
  readonly maxDaysFromNow = 366;

  async movies(from: Date): Promise<TvMovieAiring[]> {
    return offlineMovieAirings(from);
  }

  async sports(from: Date): Promise<TvSportsAiring[]> {
    return offlineSportsAirings(from);
  }
}
