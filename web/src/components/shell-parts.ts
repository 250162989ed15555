/**
 * The parts of every page's frame that the landing page's first view can do without until the
 * app has started: the header's account link and search (a link and a GET form without script),
 * the TV screens' menu, the footer's theme switch (prefs.js applied the theme already), the
 * offline mark (shown only on a kept copy), and what announces moves and watches the session.
 * One chunk, asked for as the app hydrates; the server draws them in place meanwhile
 * (docs/decisions/0225).
 */
export { AccountLink } from './AccountLink';
export { HeaderSearch } from './HeaderSearch';
export { OfflineMark } from './OfflineMark';
export { RouteAnnouncer } from './RouteAnnouncer';
export { SessionExpiry } from './SessionExpiry';
export { ThemeSwitch } from './ThemeSwitch';
export { TvSubNav } from './TvSubNav';
