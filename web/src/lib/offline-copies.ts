/**
 * The page's side of reading offline (docs/decisions/0125): whether what is on screen came from a
 * copy kept on this device, and since when; asking the service worker to keep the pages the app
 * moves to; and forgetting every kept copy when the viewer logs out. Nothing here runs on import,
 * so a server can render the components that use it.
 */
import { useSyncExternalStore } from 'react';
import { KEPT_AT_HEADER, KEPT_AT_META } from './kept-copies';

/** The oldest kept copy on screen (milliseconds since the epoch), or null while everything came from the network. */
let keptAt: number | null | undefined;
const listeners = new Set<() => void>();

function notify(): void {
  for (const listener of listeners) listener();
}

function snapshot(): number | null {
  // A kept page carries the time of its copy in a <meta> the service worker wrote into it.
  if (keptAt === undefined) {
    const content = document.querySelector(`meta[name="${KEPT_AT_META}"]`)?.getAttribute('content');
    const time = content ? Date.parse(content) : NaN;
    keptAt = Number.isNaN(time) ? null : time;
  }
  return keptAt;
}

function noteKeptAt(time: number): void {
  if (keptAt !== undefined && keptAt !== null && keptAt <= time) return;
  keptAt = time;
  notify();
}

/** The answers this page loaded before a service worker was in control (the first visit), for the worker to keep. */
const loadedBeforeControl = new Set<string>();

/** Notes each `/v1` answer: one the service worker served from its copy says when the copy was fetched. */
export function noteAnswer(response: Response): void {
  const header = response.headers.get(KEPT_AT_HEADER);
  const time = header ? Date.parse(header) : NaN;
  if (!Number.isNaN(time)) noteKeptAt(time);
  else if (response.ok && loadedBeforeControl.size < 100 && !globalThis.navigator?.serviceWorker?.controller)
    loadedBeforeControl.add(response.url);
}

/** What the page loaded before a service worker was in control: its answers, and the images it shows from `/v1`. */
export function loadedBeforeServiceWorker(): string[] {
  const images = Array.from(document.images, (image) => image.currentSrc || image.src);
  return [...loadedBeforeControl, ...images];
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  // Back online, the queries fetch again (TanStack Query's refetch on reconnect): the mark goes.
  const onOnline = () => {
    keptAt = null;
    notify();
  };
  window.addEventListener('online', onOnline);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('online', onOnline);
  };
}

/** When the oldest kept copy on screen was fetched, or null (always null while rendering on a server and hydrating). */
export function useKeptAt(): number | null {
  return useSyncExternalStore(subscribe, snapshot, () => null);
}

/** Registers the service worker once the page has loaded, from a module of its own that the first load does not carry. */
export function registerServiceWorkerAfterLoad(): void {
  if (!import.meta.env.PROD || !('serviceWorker' in navigator)) return;
  const register = () => {
    import('./service-worker').then(
      (worker) => worker.registerServiceWorker(),
      (error: unknown) => console.warn('The offline copies are not available:', error),
    );
  };
  if (document.readyState === 'complete') register();
  else window.addEventListener('load', register, { once: true });
}
