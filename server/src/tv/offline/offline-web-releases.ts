import type { WebRelease } from '@guide/common/tv';
import { webReleasesOn } from '../../world/tv/shows';
import type { WebReleasesSource } from '../sources';

/** The offline world's streaming originals, released week by week on their services. */
export class OfflineWebReleases implements WebReleasesSource {
  async releases(date: string): Promise<WebRelease[]> {
    return webReleasesOn(date);
  }
}
