/** When an episode airs, in words, by one rule for every screen (`isStillToCome`, from common/tv). */
import { isStillToCome, type TvEpisode } from '@guide/common/tv';
import { formatDayTitle, formatLocalTime, formatLongDate, localToday } from '../../lib/format';
import { zonedFields } from '../../lib/page-clock';

type Airing = Pick<TvEpisode, 'airdate' | 'airstamp'>;

/** From this hour (the viewer's clock) an airing later today is "Tonight", before it "Today". */
const EVENING_HOUR = 17;

/** Still to come at `now` (ms): by air time when known, else by the viewer's day. */
export const episodeToCome = (episode: Airing, now: number): boolean =>
  isStillToCome(episode, new Date(now), localToday(new Date(now)));

/** 'Tonight 9:00 PM' ('Today 10:00 AM' before the evening) for an episode still to come later today; null otherwise. */
export function laterToday(episode: Airing, now: number): string | null {
  if (!episode.airstamp || !episodeToCome(episode, now)) return null;
  const at = new Date(episode.airstamp);
  if (Number.isNaN(at.getTime()) || localToday(at) !== localToday(new Date(now))) return null;
  return `${zonedFields(at).hour >= EVENING_HOUR ? 'Tonight' : 'Today'} ${formatLocalTime(episode.airstamp)}`;
}

/** The show page's line: 'Tonight 9:00 PM', 'Airs: Nov. 28, 2026' or 'Aired: Nov. 21, 2026'. */
export function airsOrAired(episode: Airing, now: number): string {
  const tonight = laterToday(episode, now);
  if (tonight) return tonight;
  if (!episode.airdate) return 'Date to be announced';
  return `${episodeToCome(episode, now) ? 'Airs' : 'Aired'}: ${formatLongDate(episode.airdate)}`;
}

/** Tonight's list: 'Tonight 9:00 PM', else the day ('Saturday Nov. 28'), with the time when known ('Saturday Nov. 28, 9:00 PM'). */
export function whenItAirs(episode: Airing, now: number): string {
  const tonight = laterToday(episode, now);
  if (tonight) return tonight;
  const day = episode.airstamp ? localToday(new Date(episode.airstamp)) : episode.airdate;
  return episode.airstamp ? `${formatDayTitle(day)}, ${formatLocalTime(episode.airstamp)}` : formatDayTitle(day);
}
