/**
 * What the app asks of the copies kept on this device besides noting them (offline-copies.ts,
 * in the first script): keeping a page it moved to, forgetting them all. They come with the parts
 * that ask (the offline mark, logging out, deleting the account), after the first script.
 */
import { KEPT_CACHES, type KeepMessage } from './kept-copies';

/**
 * Asks the service worker to keep the page at `address` (the app moved there without a
 * navigation, so the worker has not seen it). Without a worker in control, nothing happens.
 */
export function keepPage(address: string): void {
  const message: KeepMessage = { type: 'keep', urls: [new URL(address, window.location.href).href] };
  navigator.serviceWorker?.controller?.postMessage(message);
}

/** Forgets every page, answer and image kept on this device for the viewer (the built app's own files stay). */
export async function forgetKeptCopies(): Promise<void> {
  if (typeof caches === 'undefined') return;
  await Promise.all(Object.values(KEPT_CACHES).map((name) => caches.delete(name)));
}
