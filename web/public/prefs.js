/*
 * The theme chosen on this device, applied before the first paint: a render-blocking file rather
 * than an inline script (the Content-Security-Policy allows none), and localStorage rather than a
 * cookie (pages are the same for everyone, so they can be kept). Without a choice, or without
 * storage, the stylesheet follows the system's setting. web/src/lib/theme.ts changes it later.
 */
(function () {
  try {
    var theme = localStorage.getItem('theme');
    if (theme === 'light' || theme === 'dark') document.documentElement.setAttribute('data-theme', theme);
  } catch {
    // Storage turned off: the system's theme.
  }
})();
