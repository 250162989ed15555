import { useEffect, useRef, useState } from 'react';
import { useLocation } from '../lib/router';

/** How long a lazily loaded screen may take to show its heading before we stop waiting for it. */
const HEADING_WAIT_MS = 5000;

/**
 * On every route change (not the first load), moves focus to the new screen's h1 and says
 * its name in a polite live region, as a page load would for a screen reader.
 */
export function RouteAnnouncer() {
  const { pathname } = useLocation();
  const [message, setMessage] = useState('');
  const first = useRef(true);

  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    const main = document.getElementById('main');
    if (!main) return;
    let done = false;
    const arrive = () => {
      // Only a heading on screen: one inside hidden content is not where the reader is.
      const heading = [...main.querySelectorAll('h1')].find((h) => h.getClientRects().length > 0);
      if (!heading || done) return;
      done = true;
      observer.disconnect();
      heading.setAttribute('tabindex', '-1');
      heading.focus({ preventScroll: false });
      setMessage(heading.textContent ?? document.title);
    };
    // A screen whose code or data is still loading renders its heading later: wait for it.
    const observer = new MutationObserver(arrive);
    observer.observe(main, { childList: true, subtree: true });
    const frame = requestAnimationFrame(arrive);
    const timer = setTimeout(() => observer.disconnect(), HEADING_WAIT_MS);
    return () => {
      done = true;
      observer.disconnect();
      cancelAnimationFrame(frame);
      clearTimeout(timer);
    };
  }, [pathname]);

  return (
    <p className="visually-hidden" aria-live="polite" aria-atomic="true" data-testid="route-announcer">
      {message}
    </p>
  );
}
