/** TVmaze's web channel schedule (`/schedule/web`): the episodes released on streaming services on a day. */
import { z } from 'zod';
import type { WebRelease } from '@guide/common/tv';
import type { CacheLookup, CachePolicy } from '../../providers/provider-cache';
import type { ProviderClient } from '../../providers/provider-client';
import { lenientList } from '../../providers/schemas';
import type { WebReleasesSource } from '../sources';

const webChannel = z.object({
  name: z.string().trim().min(1),
  // A service available everywhere (Netflix) has no country.
  country: z
    .object({ code: z.string().nullish().catch(null) })
    .nullish()
    .catch(null),
});
const scheduledEpisode = z.object({
  id: z.number().int(),
  airdate: z.string().regex(/^\d{4}-\d{2}-\d{2}$/),
  airstamp: z
    .string()
    .refine((v) => !Number.isNaN(Date.parse(v)))
    .nullish()
    .catch(null),
  _embedded: z.object({ show: z.object({ id: z.number().int(), webChannel: webChannel.nullish().catch(null) }) }),
});
/** An entry that does not fit costs that entry, never the day. */
const scheduleAnswer = lenientList(scheduledEpisode, 'TVmaze web schedule episodes');

const VIEWERS_COUNTRY = 'US';

export class TvmazeWebSchedule implements WebReleasesSource {
  constructor(
    private readonly tvmaze: ProviderClient,
    private readonly cache: CacheLookup,
    private readonly policy: CachePolicy<unknown>,
  ) {}

  releases(date: string): Promise<WebRelease[]> {
    // Every country's: asking for the US alone would leave out the services without a country.
    return this.cache.get(`tvmaze:schedule-web:${date}`, this.policy, async () =>
      toReleases(await this.tvmaze.getJson(`/schedule/web?date=${encodeURIComponent(date)}`, scheduleAnswer)),
    );
  }
}

export function toReleases(episodes: z.infer<typeof scheduledEpisode>[]): WebRelease[] {
  return episodes.flatMap(({ id, airdate, airstamp, _embedded: { show } }) => {
    const channel = show.webChannel;
    const country = channel?.country?.code ?? null;
    if (!channel || (country !== null && country !== VIEWERS_COUNTRY)) return [];
    return [
      {
        showId: show.id,
        episodeId: id,
        service: channel.name,
        airdate,
        airstamp: airstamp ? new Date(airstamp).toISOString() : null,
      },
    ];
  });
}
