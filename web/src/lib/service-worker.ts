/**
 * Registers the service worker (web/src/service-worker/sw.ts, built into /sw.js). Loaded only after
 * the page has, by `registerServiceWorkerAfterLoad` (lib/offline-copies.ts).
 */
import { PRIVATE_API, type KeepMessage } from './kept-copies';
import { loadedBeforeServiceWorker } from './offline-copies';

export async function registerServiceWorker(): Promise<void> {
  const { serviceWorker } = navigator;
  const firstVisit = !serviceWorker.controller;
  if (firstVisit) serviceWorker.addEventListener('controllerchange', keepWhatThisPageLoaded, { once: true });
  try {
    await serviceWorker.register('/sw.js', { scope: '/' });
  } catch (error) {
    console.warn('The service worker could not be registered:', error);
  }
}

/**
 * On the first visit the worker takes control after the page and its answers have loaded: it is
 * told the page's address and the public answers and images it loaded, and keeps them.
 */
function keepWhatThisPageLoaded(): void {
  const urls = loadedBeforeServiceWorker()
    .map((address) => new URL(address, window.location.href))
    .filter((url) => url.origin === window.location.origin && url.pathname.startsWith('/v1/'))
    .filter((url) => !PRIVATE_API.test(url.pathname))
    .map((url) => url.href);
  const message: KeepMessage = { type: 'keep', urls: [window.location.href, ...new Set(urls)] };
  navigator.serviceWorker.controller?.postMessage(message);
}
