import ical, { ICalEventStatus } from 'ical-generator';

/** One thing on the user's calendar, whatever it is. */
export interface FeedEvent {
  /** Stable across requests and resets: a calendar app updates the event instead of adding another. */
  uid: string;
  summary: string;
  /** An instant, or a day (YYYY-MM-DD) for an all-day event. */
  start: Date | string;
  durationMinutes: number;
  /** Our page for it (absolute). */
  url: string;
  description?: string;
  cancelled?: boolean;
}

/**
 * The feed as RFC 5545 text (ical-generator writes the CRLF line endings, the line folding and
 * the escaping). Times are UTC; all-day events are dates.
 */
export function buildCalendar(events: FeedEvent[], options: { name: string; stamp: Date }): string {
  const calendar = ical({
    name: options.name,
    prodId: { company: 'Entertainment Guide', product: 'Personal guide', language: 'EN' },
    // Calendar apps may check again every hour.
    ttl: 3600,
  });
  for (const event of events) {
    const allDay = typeof event.start === 'string';
    const start = typeof event.start === 'string' ? new Date(`${event.start}T00:00:00Z`) : event.start;
    const end = allDay
      ? new Date(start.getTime() + 86_400_000)
      : new Date(start.getTime() + event.durationMinutes * 60_000);
    calendar.createEvent({
      id: event.uid,
      summary: event.summary,
      start,
      end,
      allDay,
      url: event.url,
      description: event.description ? `${event.description}\n${event.url}` : event.url,
      stamp: options.stamp,
      ...(event.cancelled && { status: ICalEventStatus.CANCELLED }),
    });
  }
  // RFC 5545 ends every content line, END:VCALENDAR included, with CRLF.
  const text = calendar.toString();
  return text.endsWith('\r\n') ? text : `${text}\r\n`;
}
