/** Where calendar feeds are served: the path after it is the feed's secret. */
export const FEED_PATH = '/v1/calendar/';

/** A request URL as a log may show it: a calendar feed's secret is cut off. */
export function redactUrlForLog(url: string): string {
  return url.startsWith(FEED_PATH) ? `${FEED_PATH}***` : url;
}
