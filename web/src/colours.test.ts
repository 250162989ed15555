import { contrastRatio } from '@guide/common/team-colours';
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

// Colours are custom properties declared once in styles.css's :root, each as light-dark(light,
// dark) (docs/web-conventions.md, docs/decisions/0123). This reads them and checks the pairs the
// screens put together in both themes; e2e/axe.spec.ts and dark-theme.spec.ts check what the browser paints.
const srcDir = dirname(fileURLToPath(import.meta.url));
const stylesheets = (readdirSync(srcDir, { recursive: true }) as string[])
  .filter((file) => file.endsWith('.css'))
  .map((file) => join(srcDir, file));
const styles = readFileSync(join(srcDir, 'styles.css'), 'utf8');
const rootBlock = /^:root \{\n([\s\S]*?)\n\}/m.exec(styles)![1]!;

type Theme = 'light' | 'dark';
const declared = new Map(
  [...rootBlock.matchAll(/^ {2}(--[\w-]+): ([^;]+);/gm)].map(([, name, value]) => [name!, value!]),
);

/** A property's colour in a theme, as '#rrggbb' (through light-dark() and var()). */
function colour(name: string, theme: Theme): string {
  const value = declared.get(name);
  if (value === undefined) throw new Error(`${name} is not declared in :root`);
  const pair = /^light-dark\((.+), (.+)\)$/.exec(value);
  const chosen = pair ? pair[theme === 'light' ? 1 : 2]! : value;
  const reference = /^var\((--[\w-]+)\)$/.exec(chosen);
  if (reference) return colour(reference[1]!, theme);
  if (!/^#[0-9a-f]{6}$/i.test(chosen)) throw new Error(`${name} is not an opaque colour: ${chosen}`);
  return chosen;
}

/** Text and its grounds: 4.5:1 (WCAG AA for normal text). */
const TEXT_PAIRS: [string, string[]][] = [
  ['--ink', ['--paper', '--card', '--info-soft', '--warn-soft', '--accent-soft']],
  ['--muted', ['--paper', '--card', '--info-soft']],
  ['--info', ['--paper', '--card', '--info-soft']],
  ['--brand-text', ['--paper', '--card']],
  ['--accent', ['--paper', '--card']],
  ['--warn', ['--paper', '--card']],
  ['--live', ['--paper', '--card']],
  ['--brand-ink', ['--brand']],
  ['--brand-ink-muted', ['--brand']],
  ['--live-ink', ['--live']],
  ['--primary-ink', ['--primary']],
];
/** Focus rings, field borders and icons: 3:1 (WCAG 1.4.11 and 2.4.13). */
const NON_TEXT_PAIRS: [string, string[]][] = [
  ['--focus-ring', ['--paper', '--card']],
  ['--focus-ring-on-brand', ['--brand']],
  ['--field-line', ['--card']],
  ['--star', ['--card']],
  ['--follow', ['--card']],
  ['--follow-on', ['--card']],
];

describe('the colours of both themes', () => {
  for (const theme of ['light', 'dark'] as const) {
    it(`reach AA in the ${theme} theme: text 4.5:1, rings, borders and icons 3:1`, () => {
      const shortfalls: string[] = [];
      for (const [pairs, minimum] of [
        [TEXT_PAIRS, 4.5],
        [NON_TEXT_PAIRS, 3],
      ] as const)
        for (const [front, grounds] of pairs)
          for (const ground of grounds) {
            const ratio = contrastRatio(colour(front, theme), colour(ground, theme));
            if (ratio < minimum) shortfalls.push(`${front} on ${ground}: ${ratio.toFixed(2)}`);
          }
      expect(shortfalls).toEqual([]);
    });
  }

  it('are written only in :root: no other rule or stylesheet has a colour of its own', () => {
    const literal = /#[0-9a-f]{3,8}\b|\b(?:rgba?|hsla?|oklch|lab|lch)\(|:\s*(?:white|black)\b/i;
    const offenders = stylesheets.flatMap((file) => {
      const text = readFileSync(file, 'utf8').replace(/\/\*[\s\S]*?\*\//g, '');
      const outsideRoot = file.endsWith('styles.css') ? text.replace(/^:root \{\n[\s\S]*?\n\}/m, '') : text;
      return outsideRoot
        .split('\n')
        .filter((line) => literal.test(line))
        .map((line) => `${relative(srcDir, file)}: ${line.trim()}`);
    });
    expect(offenders).toEqual([]);
  });

  // The browser tests scan a screen's colours at one width per theme (e2e/axe.spec.ts), which
  // holds only while a width's rules leave colours alone.
  it('are the same at every width: no width’s media query sets a colour, a border, a shadow or an opacity', () => {
    const painting =
      /^(?:color|background[\w-]*|border[\w-]*|outline[\w-]*|box-shadow|text-shadow|text-decoration[\w-]*|fill|stroke|opacity|filter|mix-blend-mode|accent-color|caret-color)\s*:/;
    const offenders = stylesheets.flatMap((file) => {
      const text = readFileSync(file, 'utf8').replace(/\/\*[\s\S]*?\*\//g, '');
      return [...text.matchAll(/@media[^{]*\bwidth\b[^{]*\{/g)].flatMap((query) => {
        // The query's block, to its matching brace.
        let depth = 1;
        let end = query.index + query[0].length;
        for (; depth > 0 && end < text.length; end++) depth += text[end] === '{' ? 1 : text[end] === '}' ? -1 : 0;
        return text
          .slice(query.index, end)
          .split(/[{};]/)
          .map((part) => part.trim())
          .filter((declaration) => painting.test(declaration))
          .map((declaration) => `${relative(srcDir, file)}, ${query[0].trim()} ${declaration}`);
      });
    });
    expect(offenders).toEqual([]);
  });
});
