/*
 * The preferences kept on this device, applied before the first paint: a render-blocking file
 * rather than an inline script (the Content-Security-Policy allows none), and localStorage rather
 * than a cookie (pages are the same for everyone, so they can be kept).
 *
 * - The theme: without a choice, or without storage, the stylesheet follows the system's setting.
 *   web/src/lib/theme.ts changes it later.
 * - Spoiler-free mode (docs/decisions/0165): <html data-spoilers="hidden">, and stylesheet rules,
 *   written through the CSSOM (which the policy allows), that hide the scores, winners and series
 *   of the followed teams' games unless the game was revealed here. The stylesheet hides unwatched
 *   episodes' titles by itself. A browser without constructed stylesheets gets
 *   data-spoilers="hidden-all": every game's score hidden until revealed. web/src/lib/spoilers.ts
 *   changes the keys and calls guidePrefs.apply() again.
 */
(function () {
  var root = document.documentElement;
  var sheet = null;
  var KEY = /^(mlb|nhl)-[0-9]{1,12}$/;

  function words(value) {
    return (value || '').split(' ').filter(function (w) {
      return KEY.test(w);
    });
  }

  function spoilerRules(teams, revealed) {
    if (teams.length === 0) return '';
    var scope = teams
      .map(function (t) {
        return '[data-spoiler-teams~="' + t + '"]';
      })
      .join(',');
    var except = revealed
      .map(function (g) {
        return '[data-spoiler-game="' + g + '"]';
      })
      .concat('[data-revealed]')
      .join(',');
    var game = 'html[data-spoilers="hidden"] :is(' + scope + '):not(' + except + ')';
    return [
      game + ' [data-spoiler]{visibility:hidden}',
      game + ' [data-spoiler-block]{display:none}',
      game + ' .spoiler-reveal{display:inline-flex}',
      game + ' .game-team{font-weight:inherit;color:inherit}',
      game + ' .game-team-name::after{content:none}',
    ].join('\n');
  }

  function apply() {
    try {
      var theme = localStorage.getItem('theme');
      if (theme === 'light' || theme === 'dark') root.setAttribute('data-theme', theme);
      else root.removeAttribute('data-theme');

      var on = localStorage.getItem('spoilers') === 'hidden';
      var constructed = 'adoptedStyleSheets' in document && typeof CSSStyleSheet === 'function';
      if (!on) root.removeAttribute('data-spoilers');
      else root.setAttribute('data-spoilers', constructed ? 'hidden' : 'hidden-all');
      if (!constructed) return;
      if (!sheet) {
        sheet = new CSSStyleSheet();
        document.adoptedStyleSheets = document.adoptedStyleSheets.concat(sheet);
      }
      sheet.replaceSync(
        on
          ? spoilerRules(words(localStorage.getItem('spoiler-teams')), words(localStorage.getItem('spoiler-revealed')))
          : '',
      );
    } catch {
      // Storage turned off: the system's theme, and nothing hidden.
    }
  }

  window.guidePrefs = { apply: apply };
  apply();
})();
