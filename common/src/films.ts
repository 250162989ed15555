/**
 * One id for a film, whichever source lists it (decision 0140): the title without its format
 * ("3D", "An IMAX 3D Experience"), as a slug, and the year it came out — `the-wild-robot-2024`.
 * TMDB (title, release_date), Gracenote's showings and airings (title, releaseYear) and the
 * offline world all carry both, so every listing links to the same page without asking a
 * provider; the film page finds TMDB's id from it (server/src/films).
 */

/** A release is new for four weeks from its release date; later ones are coming soon. */
export const NEW_RELEASE_DAYS = 28;

/** Longest film id the API takes; a slug is cut before this. */
export const MAX_FILM_ID_LENGTH = 100;
const SLUG_LENGTH = 90;

/** A film id: lowercase letters and digits in words joined by single hyphens. */
export const FILM_ID_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

// Cinemas list each format of a film under its own title; the film is the same.
const FORMAT_MARKS = [
  /\s*(?:--|[-:–—])?\s*(?:an?|the)\s+imax\s+(?:[23]d\s+)?experience$/i,
  /\s*(?:--|[-:–—])?\s*(?:in\s+)?(?:imax\s+|dolby\s+)?[23]d$/i,
  /\s*(?:--|[-:–—])\s*imax$/i,
  /\s+\(\s*(?:imax|[23]d|dolby|open caption|sensory friendly)[^)]*\)$/i,
];

/** The title a film is known by in every format: "Sing 3D" and "Sing" are one film. */
export function filmTitleWithoutFormat(title: string): string {
  let t = title.trim();
  for (let changed = true; changed;) {
    changed = false;
    for (const mark of FORMAT_MARKS) {
      const next = t.replace(mark, '').trim();
      if (next !== t && next.length > 0) {
        t = next;
        changed = true;
      }
    }
  }
  return t;
}

/** "Wayne's World" → "waynes-world"; accents and punctuation dropped, "&" read as "and". */
export function titleSlug(title: string): string {
  const slug = filmTitleWithoutFormat(title)
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/&/g, ' and ')
    .replace(/['’‘`]/g, '')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
  if (slug.length <= SLUG_LENGTH) return slug;
  const cut = slug.slice(0, SLUG_LENGTH);
  return cut.slice(0, cut.lastIndexOf('-') > 0 ? cut.lastIndexOf('-') : SLUG_LENGTH);
}

/** A year a film could have come out in; anything else is left out of its id. */
const plausibleYear = (year: number | undefined | null): year is number =>
  typeof year === 'number' && Number.isInteger(year) && year >= 1870 && year <= 2200;

/** The year of a date written YYYY-MM-DD (or just YYYY), when there is one. */
export function yearOf(date: string | undefined | null): number | undefined {
  const m = date ? /^(\d{4})/.exec(date) : null;
  return m ? Number(m[1]) : undefined;
}

/**
 * The guide's id of a film from its title and year; '' for a title with no letter or digit
 * (nothing to link to).
 */
export function filmIdOf(title: string, year?: number | null): string {
  const slug = titleSlug(title);
  if (!slug) return '';
  return plausibleYear(year) ? `${slug}-${year}` : slug;
}

/** A film id split into the words to search a provider for and the year, when it ends in one. */
export function filmIdParts(id: string): { words: string; year?: number } {
  const m = /^(.+)-(\d{4})$/.exec(id);
  const year = m ? Number(m[2]) : undefined;
  if (m && plausibleYear(year)) return { words: m[1]!.replace(/-/g, ' '), year };
  return { words: id.replace(/-/g, ' ') };
}

/** '1 h 57 min', '2 h', '45 min' (one way of writing a runtime across the guide); '' for none. */
export function formatMinutes(minutes: number | null | undefined): string {
  if (typeof minutes !== 'number' || !Number.isFinite(minutes) || minutes <= 0) return '';
  const total = Math.round(minutes);
  const h = Math.floor(total / 60);
  const m = total % 60;
  if (h === 0) return `${m} min`;
  return m === 0 ? `${h} h` : `${h} h ${m} min`;
}

/** Minutes in an ISO 8601 duration ('PT01H57M' → 117); undefined when it is not one. */
export function minutesOfDuration(duration: string | undefined | null): number | undefined {
  const m = duration ? /^PT(?:(\d+)H)?(?:(\d+)M)?$/.exec(duration) : null;
  if (!m || (m[1] === undefined && m[2] === undefined)) return undefined;
  return Number(m[1] ?? 0) * 60 + Number(m[2] ?? 0);
}

// Each source spells some genres its own way; the guide shows one spelling, the one its filter buttons use.
const GENRE_SPELLINGS: Record<string, string> = {
  'science fiction': 'Science fiction',
  'sci-fi': 'Science fiction',
  'sci fi': 'Science fiction',
  'science-fiction': 'Science fiction',
  scifi: 'Science fiction',
  animated: 'Animated',
  animation: 'Animated',
  children: 'Family',
  kids: 'Family',
  "children's": 'Family',
  family: 'Family',
  'romantic comedy': 'Romantic comedy',
  'tv movie': 'TV movie',
  documentary: 'Documentary',
  musical: 'Musical',
  music: 'Music',
};

/** One spelling per genre: 'Sci-Fi', 'Science Fiction' and 'science fiction' are 'Science fiction'. */
export function genreName(genre: string): string {
  const key = genre.trim().toLowerCase();
  const known = GENRE_SPELLINGS[key];
  if (known) return known;
  // Otherwise as the source wrote it ('NHL' stays 'NHL'), capitalised.
  const given = genre.trim();
  return given.charAt(0).toUpperCase() + given.slice(1);
}

/** Each genre once, in one spelling, in the order first given. */
export function genreNames(genres: readonly string[] | undefined): string[] {
  return [...new Set((genres ?? []).map(genreName).filter(Boolean))];
}

/** How a provider's quality rating becomes whole stars. */
export interface StarRule {
  rounding: 'down' | 'nearest';
  /** The most stars shown. */
  most?: number;
}
/** Cinema listings: down to whole stars, at most 4 ("3.5" shows 3). */
export const CINEMA_STARS: StarRule = { rounding: 'down', most: 4 };
/** Gracenote's TV ratings: to the nearest whole star ("3.5" shows 4). */
export const TV_STARS: StarRule = { rounding: 'nearest' };

/** A quality rating as a whole number of stars by `rule`: 0 when absent, unreadable or not above 0. */
export function starCount(rating: { value: string } | undefined, { rounding, most = Infinity }: StarRule): number {
  const value = Number(rating?.value);
  if (!Number.isFinite(value) || value <= 0) return 0;
  return Math.min(most, rounding === 'down' ? Math.floor(value) : Math.round(value));
}
