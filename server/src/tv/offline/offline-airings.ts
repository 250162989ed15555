import type { TvMovieAiring, TvSportsAiring } from '@guide/common/tv';
import type { AiringsSource, LineupsSource } from '../sources';
import { offlineMovieAirings } from '../../world/tv/movie-airings';
import { offlineSportsAirings } from '../../world/tv/sports-airings';

/** The offline line-ups: computed, deterministic and cheap, so they need no cache. */
export class OfflineAirings implements AiringsSource {
  readonly maxDaysFromNow = 366;

  constructor(private readonly lineups: LineupsSource) {}

  /** The world airs every station everywhere (the guide's line-up); another line-up shows the stations it carries. */
  private async on<T extends { station: { callSign: string } }>(airings: T[], lineupId?: string): Promise<T[]> {
    if (lineupId === undefined || lineupId === this.lineups.defaultId) return airings;
    const lineup = await this.lineups.lineup(lineupId);
    const carried = new Set(lineup?.channels.map((c) => c.callSign));
    return airings.filter((a) => carried.has(a.station.callSign));
  }

  async movies(from: Date, lineupId?: string): Promise<TvMovieAiring[]> {
    return this.on(offlineMovieAirings(from), lineupId);
  }

  async sports(from: Date, lineupId?: string): Promise<TvSportsAiring[]> {
    return this.on(offlineSportsAirings(from), lineupId);
  }
}
