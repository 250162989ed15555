/**
 * Forgiving text matching for searches: case and accents do not count ("montreal" finds
 * "Montréal"), and when nothing matches plainly, a word may be one typo away (two for long
 * words) from the start of a word of the name ("embr" finds "The Ember Crown"). Small on
 * purpose: names of a few words, lists of a few hundred.
 */

/** Lower case, accents dropped, anything but letters and digits a single space. */
export function normalizeText(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/\p{M}+/gu, '')
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();
}

export const wordsOf = (text: string): string[] => normalizeText(text).split(' ').filter(Boolean);

/** Words a query may hold that names often leave out. */
const FILLER = new Set(['the', 'a', 'an', 'of', 'and']);

/** Typos forgiven in a query word: none for short words (too many near misses), one, two from eight letters. */
export function typosAllowed(word: string): number {
  if (word.length < 4) return 0;
  return word.length < 8 ? 1 : 2;
}

/** The fewest edits (insert, delete, replace, swap of two neighbours) that turn `word` into some beginning of `target`. */
export function prefixDistance(word: string, target: string): number {
  let before: number[] = [];
  let previous = Array.from({ length: target.length + 1 }, () => 0);
  for (let i = 1; i <= word.length; i++) {
    const row = [i];
    for (let j = 1; j <= target.length; j++) {
      let best = Math.min(
        previous[j - 1]! + (word[i - 1] === target[j - 1] ? 0 : 1),
        previous[j]! + 1,
        row[j - 1]! + 1,
      );
      if (i > 1 && j > 1 && word[i - 1] === target[j - 2] && word[i - 2] === target[j - 1])
        best = Math.min(best, before[j - 2]! + 1);
      row.push(best);
    }
    before = previous;
    previous = row;
  }
  return Math.min(...previous);
}

/** How well a name answers a query: 0 for no match; an exact name scores highest, a match with typos lowest. */
export const MATCH = { exact: 100, start: 90, words: 80, wordStarts: 70, inside: 60, typo: 40 } as const;

export function matchScore(query: string, name: string): number {
  const q = normalizeText(query);
  const n = normalizeText(name);
  if (!q || !n) return 0;
  if (n === q) return MATCH.exact;
  if (n.startsWith(q)) return MATCH.start;
  const nameWords = n.split(' ');
  const all = q.split(' ');
  const meaningful = all.filter((w) => !FILLER.has(w));
  const queryWords = meaningful.length > 0 ? meaningful : all;
  if (queryWords.every((w) => nameWords.includes(w))) return MATCH.words;
  if (queryWords.every((w) => nameWords.some((x) => x.startsWith(w)))) return MATCH.wordStarts;
  if (n.includes(q)) return MATCH.inside;
  let edits = 0;
  for (const w of queryWords) {
    const allowed = typosAllowed(w);
    if (allowed === 0) {
      if (!nameWords.some((x) => x.startsWith(w))) return 0;
      continue;
    }
    const best = Math.min(...nameWords.map((x) => prefixDistance(w, x)));
    if (best > allowed) return 0;
    edits += best;
  }
  return MATCH.typo - edits;
}

/** The best of several names of one thing (a team's name, city, nickname). */
export function bestMatch(query: string, names: readonly string[]): number {
  return Math.max(0, ...names.map((n) => matchScore(query, n)));
}

/**
 * The items that match, best first (ties by `label`). Matches with a typo are kept only when
 * nothing matched plainly: "rangers" should not also list "Dangers".
 */
export function rankMatches<T>(
  items: readonly T[],
  score: (item: T) => number,
  label: (item: T) => string,
): { score: number; item: T }[] {
  const scored = items.map((item) => ({ score: score(item), item })).filter((s) => s.score > 0);
  const plain = scored.filter((s) => s.score > MATCH.typo);
  return (plain.length > 0 ? plain : scored).sort(
    (a, b) => b.score - a.score || label(a.item).localeCompare(label(b.item)),
  );
}
