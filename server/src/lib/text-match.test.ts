import { describe, expect, it } from 'vitest';
import {
  MATCH,
  MAX_QUERY_LETTERS,
  matchScore as scoreOf,
  matchText,
  normalizeText,
  rankMatches,
  searchQuery,
  typoDistance,
} from './text-match';

const matchScore = (query: string, name: string) => scoreOf(searchQuery(query), matchText(name));
const prefixDistance = (word: string, target: string) => typoDistance(word, target, 2);

describe('forgiving text matching', () => {
  it('ignores case, accents and punctuation', () => {
    expect(normalizeText('  Montréal  Canadiens! ')).toBe('montreal canadiens');
    expect(normalizeText('St. Louis Blues')).toBe('st louis blues');
    expect(matchScore('MONTREAL', 'Montréal Canadiens')).toBe(MATCH.start);
    expect(matchScore('crème', 'Creme de la Creme')).toBe(MATCH.start);
  });

  it('ranks exact over start over whole words over word starts over inside', () => {
    expect(matchScore('the ember crown', 'The Ember Crown')).toBe(MATCH.exact);
    expect(matchScore('the ember', 'The Ember Crown')).toBe(MATCH.start);
    expect(matchScore('crown', 'The Ember Crown')).toBe(MATCH.words);
    expect(matchScore('emb cro', 'The Ember Crown')).toBe(MATCH.wordStarts);
    expect(matchScore('mber cr', 'The Ember Crown')).toBe(MATCH.inside);
    // Filler words in the query may be missing from the name.
    expect(matchScore('the ember crown', 'Ember Crown')).toBe(MATCH.words);
  });

  it('forgives a typo in a word of four letters or more, never in a short one', () => {
    expect(prefixDistance('embr', 'ember')).toBe(1);
    expect(prefixDistance('laefs', 'leafs')).toBe(1);
    expect(matchScore('embr', 'The Ember Crown')).toBe(MATCH.typo - 1);
    expect(matchScore('yankes', 'New York Yankees')).toBe(MATCH.typo - 1);
    expect(matchScore('maple laefs', 'Toronto Maple Leafs')).toBeGreaterThan(0);
    expect(matchScore('emp', 'The Ember Crown')).toBe(0);
    expect(matchScore('embrx', 'Amber Waves')).toBe(0);
    expect(matchScore('zzzzqqq', 'The Ember Crown')).toBe(0);
  });

  it('keeps typo matches only when nothing matched plainly', () => {
    const names = ['New York Rangers', 'Dangers Within', 'Rangers of the North'];
    expect(
      rankMatches(
        names,
        (n) => matchScore('rangers', n),
        (n) => n,
      ).map((m) => m.item),
    ).toEqual(['Rangers of the North', 'New York Rangers']);
    expect(
      rankMatches(
        names,
        (n) => matchScore('rangrs', n),
        (n) => n,
      ).map((m) => m.item),
    ).toEqual(['New York Rangers', 'Rangers of the North']);
  });

  it('bounds the work whatever the query: the normalised query is cut, the distance gives up early', () => {
    // One character can become many letters; the query is cut after normalising, at a word's end.
    const km = searchQuery('㌖'.repeat(95));
    expect(normalizeText('㌖')).toBe('キロメートル'.normalize('NFKD'));
    expect(km.text.length).toBeLessThanOrEqual(MAX_QUERY_LETTERS);
    const words = searchQuery('ember '.repeat(30));
    expect(words.text.length).toBeLessThanOrEqual(MAX_QUERY_LETTERS);
    expect(words.text.endsWith('ember')).toBe(true);
    expect(searchQuery('The Ember Crown').text).toBe('the ember crown');
    // Over the limit: the answer is limit + 1, however far it really is.
    expect(typoDistance('a'.repeat(600), 'ember', 2)).toBe(3);
    expect(typoDistance('zzzzzz', 'ember', 1)).toBe(2);
    expect(typoDistance('embr', 'ember', 0)).toBe(1);
    expect(typoDistance('ember', 'ember', 2)).toBe(0);
    expect(typoDistance('mber', 'ember', 2)).toBe(0);
  });
});
