import type { TvLineup, TvLineupDetail } from '@guide/common/tv';
import { locateZip } from '../../reference/places';
import { lineupDetail, lineupsAt, zipOfLineup } from '../../world/tv/lineups';
import type { LineupsSource } from '../sources';

/** The offline world's line-ups at every real zip, and the guide's own one under `defaultId`. */
export class OfflineLineups implements LineupsSource {
  constructor(readonly defaultId: string) {}

  async atZip(zip: string): Promise<TvLineup[] | null> {
    const place = locateZip(zip);
    return place ? lineupsAt(place) : null;
  }

  async lineup(id: string): Promise<TvLineupDetail | null> {
    const zip = zipOfLineup(id);
    return lineupDetail(id, (zip && locateZip(zip)) || null, this.defaultId);
  }
}
