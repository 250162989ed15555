import type { TvLineupDetail } from '@guide/common/tv';

/**
 * Airings with their channel's number and name on the line-up, so screens show "Hallmark Channel
 * 69" rather than HALLMRK. A station the line-up does not list, or
 * a listing whose line-up could not be had, keeps what the airing had.
 */
export function withChannels<T extends { station: { callSign: string; channel?: string; name?: string } }>(
  airings: T[],
  lineup: TvLineupDetail | null,
): T[] {
  if (!lineup) return airings;
  const channels = new Map(lineup.channels.map((c) => [c.callSign, c]));
  return airings.map((a) => {
    const found = channels.get(a.station.callSign);
    return found ? { ...a, station: { ...a.station, channel: found.channel, name: found.name } } : a;
  });
}
