import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { revealGame, storeSpoilerFree, storeSpoilerTeams } from './spoilers';

const prefsScript = readFileSync(join(dirname(fileURLToPath(import.meta.url)), '../../public/prefs.js'), 'utf8');
/** Runs /prefs.js as the browser would before the first paint. */
const runPrefsScript = () => new Function(prefsScript)();

/** A constructed stylesheet as Chromium has it, keeping the text it was given. */
class RecordingSheet {
  text = '';
  replaceSync(text: string) {
    this.text = text;
  }
}

function withConstructedSheets(): () => string {
  const adopted: RecordingSheet[] = [];
  vi.stubGlobal('CSSStyleSheet', RecordingSheet);
  Object.defineProperty(document, 'adoptedStyleSheets', {
    configurable: true,
    get: () => adopted,
    set: (sheets: RecordingSheet[]) => adopted.splice(0, adopted.length, ...sheets),
  });
  return () => adopted.map((s) => s.text).join('\n');
}

afterEach(() => {
  localStorage.clear();
  vi.unstubAllGlobals();
  delete (document as { adoptedStyleSheets?: unknown }).adoptedStyleSheets;
  delete window.guidePrefs;
  document.documentElement.removeAttribute('data-spoilers');
});

describe('spoiler-free mode on the device', () => {
  it('marks <html> and writes a rule for each followed team, leaving out the games revealed here', () => {
    const rules = withConstructedSheets();
    localStorage.setItem('spoilers', 'hidden');
    localStorage.setItem('spoiler-teams', 'mlb-147 nhl-3');
    localStorage.setItem('spoiler-revealed', 'mlb-745001');
    runPrefsScript();
    expect(document.documentElement).toHaveAttribute('data-spoilers', 'hidden');
    const text = rules();
    expect(text).toContain('[data-spoiler-teams~="mlb-147"],[data-spoiler-teams~="nhl-3"]');
    expect(text).toContain(':not([data-spoiler-game="mlb-745001"],[data-revealed]) [data-spoiler]{visibility:hidden}');
    expect(text).toContain('[data-spoiler-block]{display:none}');
  });

  it('changes with the app: off, another team, a game revealed', () => {
    const rules = withConstructedSheets();
    runPrefsScript();
    expect(document.documentElement).not.toHaveAttribute('data-spoilers');
    storeSpoilerFree(true);
    storeSpoilerTeams([{ league: 'nhl', id: 10 }]);
    expect(document.documentElement).toHaveAttribute('data-spoilers', 'hidden');
    expect(rules()).toContain('[data-spoiler-teams~="nhl-10"]');
    revealGame('nhl-2025020101');
    expect(rules()).toContain('[data-spoiler-game="nhl-2025020101"]');
    storeSpoilerFree(false);
    expect(document.documentElement).not.toHaveAttribute('data-spoilers');
    expect(rules()).toBe('');
  });

  it('keeps nothing it cannot trust in a rule', () => {
    const rules = withConstructedSheets();
    localStorage.setItem('spoilers', 'hidden');
    localStorage.setItem('spoiler-teams', 'mlb-147 "]{}*{display:none} nhl-3');
    runPrefsScript();
    expect(rules()).not.toContain('display:none}*');
    expect(rules()).toContain('[data-spoiler-teams~="nhl-3"]');
  });

  it('hides every game’s score in a browser without constructed stylesheets', () => {
    localStorage.setItem('spoilers', 'hidden');
    localStorage.setItem('spoiler-teams', 'mlb-147');
    runPrefsScript();
    expect(document.documentElement).toHaveAttribute('data-spoilers', 'hidden-all');
  });
});
