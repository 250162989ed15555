/**
 * Forgiving text matching for searches: case and accents do not count ("montreal" finds
 * "Montréal"), and when nothing matches plainly, a word may be one typo away (two for long
 * words) from a stretch of a word of the name ("embr" finds "The Ember Crown").
 *
 * Its cost is bounded whatever the input: a query is normalised once per search (`searchQuery`)
 * and cut to `MAX_QUERY_LETTERS` after normalising (one character can become many letters:
 * `㌖` is six); names are normalised once (`matchText`), and the typo distance gives up as soon
 * as it must exceed what is forgiven.
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

/** A name as it is matched: normalised once, where the list of names is made. */
export interface MatchText {
  text: string;
  words: string[];
}

/** A query as it is matched: normalised once per search, its words without the fillers names leave out. */
export interface SearchQuery extends MatchText {
  meaningful: string[];
}

/**
 * Letters of a normalised query that are looked at: as many as the search box takes (100), so
 * whatever a query expands to (`㌖` × 95 is 570 letters) the matching costs what a typed one does.
 */
export const MAX_QUERY_LETTERS = 100;

/** Words a query may hold that names often leave out. */
const FILLER = new Set(['the', 'a', 'an', 'of', 'and']);

export function matchText(name: string): MatchText {
  const text = normalizeText(name);
  return { text, words: text ? text.split(' ') : [] };
}

/** The query, normalised and cut to its first `MAX_QUERY_LETTERS` letters (at a word's end when there is one). */
export function searchQuery(query: string): SearchQuery {
  let text = normalizeText(query);
  if (text.length > MAX_QUERY_LETTERS) {
    const cut = text.slice(0, MAX_QUERY_LETTERS + 1);
    const lastSpace = cut.lastIndexOf(' ');
    text = (lastSpace > 0 ? cut.slice(0, lastSpace) : cut.slice(0, MAX_QUERY_LETTERS)).trim();
  }
  const words = text ? text.split(' ') : [];
  const meaningful = words.filter((w) => !FILLER.has(w));
  return { text, words, meaningful: meaningful.length > 0 ? meaningful : words };
}

/** Typos forgiven in a query word: none for short words (too many near misses), one, two from eight letters. */
export function typosAllowed(word: string): number {
  if (word.length < 4) return 0;
  return word.length < 8 ? 1 : 2;
}

/**
 * The fewest edits (insert, delete, replace, swap of two neighbours) that turn `word` into some
 * stretch of `target`, or `limit + 1` as soon as it is sure to be more than `limit`: a word
 * longer than the target by more than `limit` needs more deletions than that, and a row of the
 * table whose least value is over `limit` cannot lead to a smaller one. At most
 * (target + limit + 1) × (target + 1) steps, whatever the word's length.
 */
export function typoDistance(word: string, target: string, limit: number): number {
  const over = limit + 1;
  if (word.length - target.length > limit) return over;
  const width = target.length + 1;
  let before = new Int32Array(width);
  let previous = new Int32Array(width); // The word's empty start matches anywhere in the target.
  let row = new Int32Array(width);
  for (let i = 1; i <= word.length; i++) {
    row[0] = i;
    let least = i;
    for (let j = 1; j < width; j++) {
      let best = Math.min(
        previous[j - 1]! + (word[i - 1] === target[j - 1] ? 0 : 1),
        previous[j]! + 1,
        row[j - 1]! + 1,
      );
      if (i > 1 && j > 1 && word[i - 1] === target[j - 2] && word[i - 2] === target[j - 1])
        best = Math.min(best, before[j - 2]! + 1);
      row[j] = best;
      if (best < least) least = best;
    }
    if (least > limit) return over;
    [before, previous, row] = [previous, row, before];
  }
  let least = over;
  for (const value of previous) if (value < least) least = value;
  return least;
}

/** How well a name answers a query: 0 for no match; an exact name scores highest, a match with typos lowest. */
export const MATCH = { exact: 100, start: 90, words: 80, wordStarts: 70, inside: 60, typo: 40 } as const;

export function matchScore(query: SearchQuery, name: MatchText): number {
  const q = query.text;
  const n = name.text;
  if (!q || !n) return 0;
  if (n === q) return MATCH.exact;
  if (n.startsWith(q)) return MATCH.start;
  const nameWords = name.words;
  const queryWords = query.meaningful;
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
    let best = allowed + 1;
    for (const x of nameWords) {
      best = Math.min(best, typoDistance(w, x, Math.min(allowed, best)));
      if (best === 0) break;
    }
    if (best > allowed) return 0;
    edits += best;
  }
  return MATCH.typo - edits;
}

/** The best of several names of one thing (a team's name, city, nickname). */
export function bestMatch(query: SearchQuery, names: readonly MatchText[]): number {
  let best = 0;
  for (const name of names) best = Math.max(best, matchScore(query, name));
  return best;
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
