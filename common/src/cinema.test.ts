import { describe, expect, it } from 'vitest';
import {
  dedupeShowingsByRootId,
  formatRunTime,
  groupShowtimesByTheatre,
  ticketLinkOf,
  posterUrl,
  runTimeFromMinutes,
  showingsAtTheatre,
  showtimeClock,
  theatresOf,
  type Showing,
} from './cinema';
import { cinemaZip, isValidZipInput } from './zip';
import { CINEMA_STARS, starCount } from './films';

const a = { id: '1', name: 'Allston Picture House' };
const b = { id: '2', name: 'Brighton Bijou' };

describe('runtime', () => {
  it.each([
    ['PT02H28M', '2 h 28 min'],
    ['PT01H05M', '1 h 5 min'],
    ['PT45M', '45 min'],
    ['PT2H', '2 h'],
    ['PT00H26M', '26 min'],
    [undefined, ''],
    ['', ''],
    ['PT', ''],
    ['148 min', ''],
  ])('%s shows as %j', (duration, shown) => {
    expect(formatRunTime(duration)).toBe(shown);
  });

  it('writes minutes as an ISO duration that reads back', () => {
    expect(runTimeFromMinutes(148)).toBe('PT02H28M');
    expect(formatRunTime(runTimeFromMinutes(95))).toBe('1 h 35 min');
  });
});

describe('stars', () => {
  it.each([
    ['3.5', 3],
    ['4', 4],
    ['2', 2],
    ['0.5', 0],
    ['9', 4],
    ['nonsense', 0],
  ])('%s gives %i stars', (value, stars) => {
    expect(starCount({ value }, CINEMA_STARS)).toBe(stars);
  });
  it('no rating gives no stars', () => expect(starCount(undefined, CINEMA_STARS)).toBe(0));
});

describe('showtimes', () => {
  it('shows the last five characters of the time string', () => {
    expect(showtimeClock('2026-11-21T18:45')).toBe('18:45');
  });

  it('groups by theatre in order of appearance, times ascending, keeping ticket links', () => {
    const groups = groupShowtimesByTheatre([
      { theatre: b, dateTime: '2026-11-21T21:00' },
      { theatre: a, dateTime: '2026-11-21T19:30', ticketURI: 'https://tickets.example/1' },
      { theatre: b, dateTime: '2026-11-21T13:15' },
    ]);
    expect(groups).toEqual([
      { theatre: b, times: [{ dateTime: '2026-11-21T13:15' }, { dateTime: '2026-11-21T21:00' }] },
      { theatre: a, times: [{ dateTime: '2026-11-21T19:30', ticketURI: 'https://tickets.example/1' }] },
    ]);
    expect(groupShowtimesByTheatre([])).toEqual([]);
  });

  const film = (rootId: string, title: string, showtimes: Showing['showtimes']): Showing => ({
    rootId,
    title,
    showtimes,
  });

  it('keeps one film per rootId, merging the showtimes of its other formats, and drops films without one', () => {
    const merged = dedupeShowingsByRootId([
      film('7', 'Rogue Comet', [{ theatre: a, dateTime: '2026-11-21T12:00' }]),
      film('', 'No id', [{ theatre: a, dateTime: '2026-11-21T12:00' }]),
      film('7', 'Rogue Comet 3D', [{ theatre: b, dateTime: '2026-11-21T15:00' }]),
      film('8', 'Lantern Bay', []),
    ]);
    expect(merged.map((s) => s.title)).toEqual(['Rogue Comet', 'Lantern Bay']);
    expect(merged[0]!.showtimes.map((s) => s.theatre.id)).toEqual(['1', '2']);
  });

  it('lists theatres once, by name, and filters films to one theatre', () => {
    const listing = [
      film('1', 'One', [
        { theatre: b, dateTime: '2026-11-21T12:00' },
        { theatre: a, dateTime: '2026-11-21T14:00' },
      ]),
      film('2', 'Two', [{ theatre: b, dateTime: '2026-11-21T16:00' }]),
    ];
    expect(theatresOf(listing)).toEqual([a, b]);
    const atA = showingsAtTheatre(listing, '1');
    expect(atA.map((s) => s.title)).toEqual(['One']);
    expect(atA[0]!.showtimes).toEqual([{ theatre: a, dateTime: '2026-11-21T14:00' }]);
  });
});

describe('zip rules the cinema relies on', () => {
  it.each([
    ['02134', true],
    ['1234a', true],
    ['abcde', false],
    ['1234', false],
    ['123456', false],
    ['', false],
  ])('form accepts %j: %s', (value, ok) => expect(isValidZipInput(value)).toBe(ok));

  it.each([
    ['10001', '10001'],
    ['02134', '02134'],
    ['00001', '20002'],
    ['00000', '20002'],
    ['1234a', '20002'],
    [null, '20002'],
  ])('cinema zip for %j is %s', (value, zip) => expect(cinemaZip(value)).toBe(zip));
});

it('builds poster addresses on our own host', () => {
  expect(posterUrl('/abc.jpg')).toBe('/v1/images/posters/w185/abc.jpg');
});

describe('ticketLinkOf', () => {
  it('is the provider’s ticket link, else the theatre’s page, else nothing', () => {
    const theatre = { id: '1', name: 'Regent', url: 'https://theatres.example.com/1' };
    expect(ticketLinkOf({ ticketURI: 'https://tickets.example.com/x' }, theatre)).toBe('https://tickets.example.com/x');
    expect(ticketLinkOf({}, theatre)).toBe('https://theatres.example.com/1');
    expect(ticketLinkOf({}, { id: '2', name: 'Bijou' })).toBeUndefined();
  });
});
