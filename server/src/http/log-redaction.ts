/** Where calendar feeds are served: the path after it is the feed's secret. */
export const FEED_PATH = '/v1/calendar/';

/** The account's own calendar routes: they carry no secret in their path. */
const ACCOUNT_CALENDAR = /^\/v1\/users\/calendar(\/reset)?\/?$/;

/** The path as a router might read it: percent-decoded (twice over, for double encoding), slashes collapsed, lower case. */
function normalisedPath(url: string): string {
  let path = url.split(/[?#]/, 1)[0] ?? '';
  for (let i = 0; i < 3 && path.includes('%'); i++) {
    try {
      path = decodeURIComponent(path);
    } catch {
      path = path.replace(/%([0-9a-f]{2})/gi, (_m, hex: string) => String.fromCharCode(parseInt(hex, 16)));
    }
  }
  return path.replace(/[\\/]+/g, '/').toLowerCase();
}

/**
 * A request URL as a log may show it: anything that could be a calendar feed's address is cut to
 * the feed path, whatever its spelling (repeated slashes, percent-encoding, letter case, a
 * trailing slash or a query string), so the secret never reaches a log line; so is the token of
 * a password reset link (`?token=`).
 */
export function redactUrlForLog(url: string): string {
  const path = normalisedPath(url);
  // A password reset link's token is its secret too.
  if (/[?&]token=/i.test(url)) return url.replace(/([?&]token=)[^&#]*/gi, '$1***');
  if (!path.includes('calendar') || ACCOUNT_CALENDAR.test(path)) return url;
  return `${FEED_PATH}***`;
}
