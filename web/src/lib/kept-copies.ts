/**
 * What the service worker (web/src/service-worker/sw.ts) and the page agree on about the copies
 * kept on the device for reading offline (docs/decisions/0125).
 */

/** The caches of pages and answers kept as the viewer opened them (the built app's own files are precached apart). */
export const KEPT_CACHES = { pages: 'kept-pages', answers: 'kept-answers', images: 'kept-images' } as const;

/** Header of a kept answer: when its copy was fetched (ISO 8601). The page sees it only on an answer served from the copy. */
export const KEPT_AT_HEADER = 'x-kept-at';

/** `<meta name>` the service worker writes into a kept page it serves: when the page's copy was fetched. */
export const KEPT_AT_META = 'kept-at';

/** The message asking the service worker to keep addresses the page opened before it was in control. */
export interface KeepMessage {
  type: 'keep';
  /** Same-origin addresses: pages, and the answers and images they loaded. */
  urls: string[];
}

/** `/v1` answers about one person (accounts, the calendar feed, admin): never kept on the device. */
export const PRIVATE_API = /^\/v1\/(users?|calendar|admin)(\/|$)/;

/** App pages that are one person's (the account pages, a password reset link's): never kept on the device. */
export const PRIVATE_PAGES = /^\/(user|reset-password)(\/|$)/;
