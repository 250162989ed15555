/** Gracenote OnConnect (key): the TV line-ups offered at a zip code, and a line-up's channels, validated, mapped and cached. */
import { z } from 'zod';
import type { TvChannel, TvLineup, TvLineupDetail, TvLineupType } from '@guide/common/tv';
import { ProviderNotFound } from '../../errors';
import type { CacheLookup, CachePolicy } from '../../providers/provider-cache';
import type { ProviderClient } from '../../providers/provider-client';
import { lenientList, optionalText } from '../../providers/schemas';
import type { LineupsSource } from '../sources';

// A line-up needs its id; the rest is optional. Gracenote names the kind 'Cable', 'Satellite', 'OTA'…
export const gracenoteLineup = z.object({
  lineupId: z.string().min(1),
  name: optionalText,
  type: optionalText,
  location: optionalText,
  mso: z.object({ name: optionalText }).nullish().catch(null),
});
// A channel needs its call sign and number; the station's name is used when the answer has one.
export const gracenoteChannel = z.object({
  channel: z.union([z.string(), z.number()]).transform(String),
  callSign: z.string().min(1),
  name: optionalText,
  affiliateCallSign: optionalText,
});
const lineupsAnswer = lenientList(gracenoteLineup, 'Gracenote line-ups');
const channelsAnswer = lenientList(gracenoteChannel, 'Gracenote channels');

/** Our three kinds from Gracenote's words; kinds we do not offer (streaming services…) are left out. */
function kindOf(type: string | undefined): TvLineupType | null {
  const t = (type ?? '').toLowerCase();
  if (t.includes('cable')) return 'cable';
  if (t.includes('satellite')) return 'satellite';
  if (t === 'ota' || t.includes('antenna') || t.includes('broadcast')) return 'broadcast';
  return null;
}

const ORDER: Record<TvLineupType, number> = { broadcast: 0, cable: 1, satellite: 2 };

function toLineup(raw: z.infer<typeof gracenoteLineup>): TvLineup | null {
  const type = kindOf(raw.type);
  if (!type) return null;
  return { id: raw.lineupId, name: raw.name ?? raw.mso?.name ?? raw.lineupId, type, location: raw.location ?? '' };
}

const byNumber = (a: TvChannel, b: TvChannel) =>
  Number.parseFloat(a.channel) - Number.parseFloat(b.channel) || a.name.localeCompare(b.name);

export class GracenoteLineups implements LineupsSource {
  constructor(
    private readonly gracenote: ProviderClient,
    private readonly cache: CacheLookup,
    readonly defaultId: string,
    private readonly policy: CachePolicy<unknown>,
  ) {}

  async atZip(zip: string): Promise<TvLineup[] | null> {
    const lineups = await this.cache.get(`gracenote:lineups:${zip}`, this.policy, async () => {
      const query = new URLSearchParams({ country: 'USA', postalCode: zip });
      return (await this.gracenote.getJson(`/lineups?${query}`, lineupsAnswer))
        .map(toLineup)
        .filter((l): l is TvLineup => l !== null);
    });
    return [...lineups].sort((a, b) => ORDER[a.type] - ORDER[b.type]);
  }

  async lineup(id: string): Promise<TvLineupDetail | null> {
    const path = `/lineups/${encodeURIComponent(id)}`;
    const policy = { ...this.policy, notFoundSeconds: 600 };
    try {
      const [about, channels] = await Promise.all([
        this.cache.get(`gracenote:lineup:${id}`, policy, async () =>
          toLineup(await this.gracenote.getJson(path, gracenoteLineup)),
        ),
        this.cache.get(`gracenote:lineup-channels:${id}`, policy, async () =>
          (await this.gracenote.getJson(`${path}/channels`, channelsAnswer))
            .map((c) => ({ callSign: c.callSign, channel: c.channel, name: c.name ?? c.callSign }))
            .sort(byNumber),
        ),
      ]);
      if (!about) return null;
      return { ...about, default: id === this.defaultId, channels };
    } catch (error) {
      if (error instanceof ProviderNotFound) return null;
      throw error;
    }
  }
}
