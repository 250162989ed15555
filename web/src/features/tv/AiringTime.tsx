import { formatDayTitle, formatLocalTime, localToday } from '../../lib/format';

/** An airing's start in the viewer's zone: '7:05 PM', or 'Saturday Nov. 21, 7:05 PM' with `withDay`. */
export function AiringTime({ startTime, withDay = false }: { startTime: string; withDay?: boolean }) {
  const time = formatLocalTime(startTime);
  const text = withDay ? `${formatDayTitle(localToday(new Date(startTime)))}, ${time}` : time;
  return <time dateTime={startTime}>{text}</time>;
}

/** The mark of an airing on the air right now. */
export function OnNowBadge() {
  return <span className="on-now-badge">On now</span>;
}
