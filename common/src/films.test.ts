import { describe, expect, it } from 'vitest';
import { filmIdOf, filmIdParts, filmTitleWithoutFormat, formatMinutes, genreNames } from './films';

describe('film ids', () => {
  it.each([
    ['Rogue One: A Star Wars Story -- An IMAX 3D Experience', 2016, 'rogue-one-a-star-wars-story-2016'],
    ['Rogue One: A Star Wars Story 3D', 2016, 'rogue-one-a-star-wars-story-2016'],
    ['Rogue One: A Star Wars Story', 2016, 'rogue-one-a-star-wars-story-2016'],
    ["Wayne's World", 1992, 'waynes-world-1992'],
    ['Amélie & Nino', 2001, 'amelie-and-nino-2001'],
    ['Moana', 2016, 'moana-2016'],
    ['Moana', 2026, 'moana-2026'],
    ['Pancake Palace', undefined, 'pancake-palace'],
    ['1917', 2019, '1917-2019'],
    ['!!!', 2020, ''],
  ])('%s (%s) is %s', (title, year, id) => {
    expect(filmIdOf(title, year)).toBe(id);
  });

  it('keeps a title that is only a format mark', () => {
    expect(filmTitleWithoutFormat('3D')).toBe('3D');
    expect(filmTitleWithoutFormat('Voyage of Time: The IMAX 2D Experience')).toBe('Voyage of Time');
  });

  it('splits an id into the words to search for and its year', () => {
    expect(filmIdParts('the-wild-robot-2024')).toEqual({ words: 'the wild robot', year: 2024 });
    expect(filmIdParts('pancake-palace')).toEqual({ words: 'pancake palace' });
  });

  it('cuts a very long title at a word', () => {
    const id = filmIdOf('word '.repeat(40), 2020);
    expect(id.length).toBeLessThanOrEqual(100);
    expect(id).toMatch(/^(word-)+2020$/);
  });
});

describe('runtimes and genres', () => {
  it.each([
    [117, '1 h 57 min'],
    [120, '2 h'],
    [45, '45 min'],
    [0, ''],
    [null, ''],
  ])('%s minutes read %j', (minutes, text) => expect(formatMinutes(minutes)).toBe(text));

  it('spells each genre one way, each once', () => {
    expect(genreNames(['Sci-Fi', 'Science Fiction', 'science fiction', 'Animated', 'Children', 'drama'])).toEqual([
      'Science fiction',
      'Animated',
      'Family',
      'Drama',
    ]);
    expect(genreNames(['NHL', 'Ice hockey'])).toEqual(['NHL', 'Ice hockey']);
  });
});
