/**
 * The first script of a page the server drew, and all it does: asks for the app once the page is
 * on screen. The page reads fully without script, so the app's code (named by the page-state
 * element's `data-app`) waits for the first paint instead of sharing the phone's bandwidth and
 * main thread with the page's own content (docs/decisions/0136). A hidden tab paints nothing, so
 * it starts at once. An entry of its own that imports a constant alone (written in place by the
 * build): a few hundred bytes, which must not pull the app in with them.
 */
import { PAGE_STATE_ID } from './lib/page-state-id';

function start() {
  const app = document.getElementById(PAGE_STATE_ID)?.dataset.app;
  if (!app) return;
  import(/* @vite-ignore */ app).catch((error: unknown) =>
    console.warn('The app could not be loaded; the page still reads:', error),
  );
}

if (document.visibilityState === 'hidden') start();
// A frame's callback runs before that frame is drawn; the next frame's, once it is on screen
// (the first paint's time is when it is shown, which comes after the main thread has drawn it).
else requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(start, 0)));
