import { formatDayTitle, formatLocalTime, formatTimeRange, localToday } from '../../lib/format';
import { minutesLeftText, progressOf, type Timed } from './on-now';
import './airing-time.css';

/** An airing's start in the viewer's zone: '7:05 PM', or 'Saturday Nov. 21, 7:05 PM' with `withDay`; with its end, '7:00 – 9:00 PM'. */
export function AiringTime({
  startTime,
  endTime,
  withDay = false,
}: {
  startTime: string;
  endTime?: string;
  withDay?: boolean;
}) {
  const time = endTime ? formatTimeRange(startTime, endTime) : formatLocalTime(startTime);
  const text = withDay ? `${formatDayTitle(localToday(new Date(startTime)))}, ${time}` : time;
  return <time dateTime={startTime}>{text}</time>;
}

/** How far along an airing on now is: a bar and the minutes left ('45 min left'). */
export function AiringProgress({ airing, now }: { airing: Timed; now: number }) {
  const { share, left } = progressOf(airing, now);
  return (
    <span className="airing-progress">
      <progress max={100} value={Math.round(share * 100)} aria-label="How far along" />
      <span>{minutesLeftText(left)}</span>
    </span>
  );
}

/** The mark of an airing on the air right now. */
export function OnNowBadge() {
  return <span className="on-now-badge">On now</span>;
}
