/// <reference lib="webworker" />
/**
 * The service worker, built with Workbox by vite-plugin-pwa into `/sw.js` (docs/decisions/0125).
 * It keeps the built app (precached at install), the pages the viewer opened and the public `/v1`
 * answers and images they loaded, each tried on the network first. Offline, a kept page opens
 * with the time its copy was fetched written into it, and an address never opened gets the
 * offline page. Nothing about one person is kept: no answer asked with a token, no `/v1/users`
 * or account page, no answer its server marked private or no-store.
 */
import { clientsClaim, type RouteMatchCallback, type WorkboxPlugin } from 'workbox-core';
import { ExpirationPlugin } from 'workbox-expiration';
import { cleanupOutdatedCaches, matchPrecache, precacheAndRoute } from 'workbox-precaching';
import { registerRoute } from 'workbox-routing';
import { CacheFirst, NetworkFirst } from 'workbox-strategies';
import {
  KEPT_AT_HEADER,
  KEPT_AT_META,
  KEPT_CACHES,
  PRIVATE_API,
  PRIVATE_PAGES,
  type KeepMessage,
} from '../lib/kept-copies';

declare const self: ServiceWorkerGlobalScope & { __WB_MANIFEST: Array<{ url: string; revision: string | null }> };

const OFFLINE_PAGE = '/offline.html';
const DAY_S = 24 * 3600;

/** Only what any visitor would be answered is kept: a 200 asked without a token, public or asked-again-before-use. */
const keepPublicOnly: WorkboxPlugin = {
  cacheWillUpdate: async ({ request, response }) => {
    if (response.status !== 200 || response.type !== 'basic') return null;
    if (request.headers.has('authorization')) return null;
    if (/\b(private|no-store)\b/i.test(response.headers.get('cache-control') ?? '')) return null;
    // The copy says when it was fetched; the body is already decoded, so its encoding and length go.
    const headers = new Headers(response.headers);
    headers.set(KEPT_AT_HEADER, new Date().toISOString());
    headers.delete('content-encoding');
    headers.delete('content-length');
    return new Response(await response.blob(), { status: response.status, statusText: response.statusText, headers });
  },
};

/**
 * Pages are public and may sit in the browser's own cache, which would answer while offline
 * without saying so: they are asked of the server each time (a kept page's revalidation is a
 * 304), so offline the copy kept here, with its time, is what shows. (A navigation's own request
 * cannot take fetch options, so a plain request for the same address goes instead.)
 */
const askTheServer: WorkboxPlugin = {
  requestWillFetch: async ({ request }) =>
    new Request(request.url, {
      headers: request.headers,
      credentials: 'same-origin',
      cache: 'no-cache',
      redirect: 'manual',
    }),
};

/** A kept page served in place of the network's says when its copy was fetched, for the page to show. */
const markKeptPage: WorkboxPlugin = {
  cachedResponseWillBeUsed: async ({ cachedResponse }) => {
    if (!cachedResponse) return null;
    const keptAt = cachedResponse.headers.get(KEPT_AT_HEADER) ?? '';
    if (Number.isNaN(Date.parse(keptAt))) return cachedResponse;
    const html = await cachedResponse.text();
    const marked = html.replace(/<head\b[^>]*>/i, (head) => `${head}<meta name="${KEPT_AT_META}" content="${keptAt}">`);
    return new Response(marked, {
      status: cachedResponse.status,
      statusText: cachedResponse.statusText,
      headers: cachedResponse.headers,
    });
  },
};

/** An address with no kept copy while the network is away: the offline page says so. */
const offlinePage: WorkboxPlugin = {
  handlerDidError: async () => (await matchPrecache(OFFLINE_PAGE)) ?? Response.error(),
};

// Copies are looked up by address alone: a kept copy was fetched for this device, whatever it asked with.
const matchOptions = { ignoreVary: true };

// The server answers pages and /v1 within its own 5 s deadline (with a kept copy of its own, a page
// shell or a sentence), so a copy marked "Offline" is shown only when the network says nothing for longer.
const NETWORK_WAIT_S = 7;

const pages = new NetworkFirst({
  cacheName: KEPT_CACHES.pages,
  networkTimeoutSeconds: NETWORK_WAIT_S,
  matchOptions,
  plugins: [
    askTheServer,
    keepPublicOnly,
    markKeptPage,
    offlinePage,
    new ExpirationPlugin({ maxEntries: 50, maxAgeSeconds: 7 * DAY_S, purgeOnQuotaError: true }),
  ],
});

const answers = new NetworkFirst({
  cacheName: KEPT_CACHES.answers,
  networkTimeoutSeconds: NETWORK_WAIT_S,
  matchOptions,
  plugins: [
    keepPublicOnly,
    new ExpirationPlugin({ maxEntries: 200, maxAgeSeconds: 7 * DAY_S, purgeOnQuotaError: true }),
  ],
});

// An image's address names one picture for good: the kept one is used as it is.
const images = new CacheFirst({
  cacheName: KEPT_CACHES.images,
  matchOptions,
  plugins: [
    keepPublicOnly,
    new ExpirationPlugin({ maxEntries: 150, maxAgeSeconds: 7 * DAY_S, purgeOnQuotaError: true }),
  ],
});

const sameOrigin = (url: URL) => url.origin === self.location.origin;
const isPage: RouteMatchCallback = ({ request, url }) =>
  request.mode === 'navigate' &&
  sameOrigin(url) &&
  !url.pathname.startsWith('/v1/') &&
  !PRIVATE_PAGES.test(url.pathname);
const isImage = (url: URL) => /^\/v1\/(images|tv-images)\//.test(url.pathname);
const isPublicAnswer = (request: Request, url: URL) =>
  request.method === 'GET' &&
  sameOrigin(url) &&
  url.pathname.startsWith('/v1/') &&
  !PRIVATE_API.test(url.pathname) &&
  !request.headers.has('authorization');

precacheAndRoute(self.__WB_MANIFEST, { cleanURLs: false });
cleanupOutdatedCaches();
registerRoute(isPage, pages);
registerRoute(({ request, url }) => isPublicAnswer(request, url) && isImage(url), images);
registerRoute(({ request, url }) => isPublicAnswer(request, url) && !isImage(url), answers);
// Every other navigation (an account page) still gets the offline page rather than the browser's error.
registerRoute(
  ({ request }) => request.mode === 'navigate',
  async ({ request }) => {
    try {
      return await fetch(request);
    } catch {
      return (await matchPrecache(OFFLINE_PAGE)) ?? Response.error();
    }
  },
);

// A new build takes over at once: its precache holds every file of the build, and pages of the
// old build fetch their missing files from the network as they would without a service worker.
void self.skipWaiting();
clientsClaim();

/**
 * The first visit happens before this worker is in control: the page then asks for its address
 * and what it loaded to be kept, and later for each address the app moves to without a navigation.
 */
self.addEventListener('message', (event) => {
  const message = event.data as Partial<KeepMessage> | null;
  if (message?.type !== 'keep' || !Array.isArray(message.urls)) return;
  const urls = message.urls
    .slice(0, 100)
    .map((u) => (typeof u === 'string' ? parseAddress(u) : null))
    .filter((url): url is URL => url !== null && sameOrigin(url));
  event.waitUntil(Promise.all(urls.map((url) => keep(url, event))));
});

function parseAddress(address: string): URL | null {
  try {
    return new URL(address, self.location.origin);
  } catch {
    return null;
  }
}

async function keep(url: URL, event: ExtendableEvent): Promise<void> {
  const isAnswer = url.pathname.startsWith('/v1/');
  if (!isAnswer && PRIVATE_PAGES.test(url.pathname)) return;
  const request = new Request(url, { credentials: 'same-origin', headers: isAnswer ? {} : { accept: 'text/html' } });
  if (isAnswer && !isPublicAnswer(request, url)) return;
  if (!isAnswer && (await keptWithin(url, 60_000))) return;
  const strategy = !isAnswer ? pages : isImage(url) ? images : answers;
  await strategy.handle({ event, request }).catch(() => undefined);
}

/** Whether the page at `url` was kept less than `ms` ago (the navigation that opened it just did). */
async function keptWithin(url: URL, ms: number): Promise<boolean> {
  const kept = await (await caches.open(KEPT_CACHES.pages)).match(url.href, matchOptions);
  const keptAt = Date.parse(kept?.headers.get(KEPT_AT_HEADER) ?? '');
  return Date.now() - keptAt < ms;
}

/** What an alert's push carries (server/src/alerts/push-sender.ts). */
interface AlertPush {
  title?: unknown;
  body?: unknown;
  url?: unknown;
  tag?: unknown;
}

/** A path of this site from a push (never another site's address); the landing page otherwise. */
function alertPage(url: unknown): string {
  const address = typeof url === 'string' ? parseAddress(url) : null;
  return address && sameOrigin(address) ? address.pathname + address.search : '/';
}

// An alert: shown with its id as the tag, so a second copy of the same alert replaces the first.
self.addEventListener('push', (event) => {
  let push: AlertPush;
  try {
    push = (event.data?.json() ?? {}) as AlertPush;
  } catch {
    push = { title: event.data?.text() };
  }
  const title = typeof push.title === 'string' && push.title ? push.title : 'Entertainment Guide';
  event.waitUntil(
    self.registration.showNotification(title, {
      body: typeof push.body === 'string' ? push.body : '',
      ...(typeof push.tag === 'string' ? { tag: push.tag } : {}),
      icon: '/icons/icon-192.png',
      data: { url: alertPage(push.url) },
    }),
  );
});

// Opening a notification shows its page: in a window of the guide already open, else a new one.
self.addEventListener('notificationclick', (event) => {
  event.notification.close();
  const page = new URL(alertPage((event.notification.data as { url?: unknown } | null)?.url), self.location.origin)
    .href;
  event.waitUntil(openAlertPage(page));
});

async function openAlertPage(page: string): Promise<void> {
  const windows = await self.clients.matchAll({ type: 'window', includeUncontrolled: true });
  const open = windows.find((client) => sameOrigin(new URL(client.url)));
  // A window this worker controls is moved to the page; one it does not (or none) means a new window.
  const moved = open ? await open.navigate(page).catch(() => null) : null;
  if (moved) {
    await moved.focus().catch(() => undefined);
    return;
  }
  await self.clients.openWindow(page);
}
