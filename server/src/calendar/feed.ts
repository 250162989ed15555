import ical, { ICalEventStatus } from 'ical-generator';
import { nextTurn } from '../lib/next-turn';

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

/** Events written between two turns of the event loop (ical-generator folds each chunk's lines at once). */
const EVENTS_PER_TURN = 25;
const CALENDAR_END = 'END:VCALENDAR\r\n';

/**
 * The feed as RFC 5545 text (ical-generator writes the CRLF line endings, the line folding and
 * the escaping). Times are UTC; all-day events are dates. Written in chunks of events, each a
 * calendar of its own whose events are spliced between one header and one end, with a turn of
 * the event loop between chunks: a feed of hundreds of events does not hold up other requests
 * (the text is the same as one calendar of them all; a test holds this).
 */
export async function buildCalendar(events: FeedEvent[], options: { name: string; stamp: Date }): Promise<string> {
  const header = calendarText([], options).slice(0, -CALENDAR_END.length);
  let text = header;
  for (let i = 0; i < events.length; i += EVENTS_PER_TURN) {
    if (i > 0) await nextTurn();
    const chunk = calendarText(events.slice(i, i + EVENTS_PER_TURN), options);
    if (!chunk.startsWith(header) || !chunk.endsWith(CALENDAR_END))
      throw new Error('the calendar writer put something after its events');
    text += chunk.slice(header.length, -CALENDAR_END.length);
  }
  return text + CALENDAR_END;
}

/** One calendar of `events`, written by ical-generator in one go. */
export function calendarText(events: FeedEvent[], options: { name: string; stamp: Date }): string {
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
