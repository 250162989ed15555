import { describe, expect, it } from 'vitest';
import { NOW_SHOWING_FILMS } from './catalogue';
import { drawnPosterSubject, offlineReleases, offlineShowings, theatresNear, wallTime } from './world';
import { locateZip } from '../../reference/places';

const place = (zip: string) => locateZip(zip)!;
const MORNING_BEFORE = new Date('2026-11-21T05:00:00Z'); // midnight in New York

describe('offline cinema world', () => {
  it('has a catalogue of at least 40 complete films', () => {
    expect(NOW_SHOWING_FILMS.length).toBeGreaterThanOrEqual(40);
    for (const f of NOW_SHOWING_FILMS) {
      expect(f.genres.length).toBeGreaterThan(0);
      expect(f.short.length).toBeGreaterThan(20);
      expect(['G', 'PG', 'PG-13', 'R']).toContain(f.rating);
    }
    expect(new Set(NOW_SHOWING_FILMS.map((f) => f.title)).size).toBe(NOW_SHOWING_FILMS.length);
  });

  it.each(['10001', '94103', '02134', '20002', '99501'])(
    'puts 3 to 8 theatres named after the place near %s, the same every time',
    (zip) => {
      const theatres = theatresNear(place(zip));
      expect(theatres.length).toBeGreaterThanOrEqual(3);
      expect(theatres.length).toBeLessThanOrEqual(8);
      for (const t of theatres) expect(t.name).toContain(place(zip).city);
      expect(theatresNear(place(zip))).toEqual(theatres);
    },
  );

  it('lists each day different films theatre by theatre, at plausible local times', () => {
    const sf = place('94103');
    const saturday = offlineShowings(sf, '2026-11-22', MORNING_BEFORE);
    const sunday = offlineShowings(sf, '2026-11-23', MORNING_BEFORE);
    expect(saturday.length).toBeGreaterThan(5);
    expect(saturday.map((s) => s.title)).not.toEqual(sunday.map((s) => s.title));
    expect(offlineShowings(sf, '2026-11-22', MORNING_BEFORE)).toEqual(saturday);
    const theatreIds = new Set(theatresNear(sf).map((t) => t.id));
    for (const film of saturday) {
      expect(film.showtimes.length).toBeGreaterThan(0);
      expect(film.runTime).toMatch(/^PT\d{2}H\d{2}M$/);
      for (const s of film.showtimes) {
        expect(theatreIds.has(s.theatre.id)).toBe(true);
        expect(s.dateTime.startsWith('2026-11-22T')).toBe(true);
        const time = s.dateTime.slice(-5);
        expect(time >= '10:30' && time <= '22:45').toBe(true);
      }
    }
  });

  it('leaves out shows that have already started at the theatre today', () => {
    const ny = place('10001');
    const noon = new Date('2026-11-21T17:00:00Z');
    const times = offlineShowings(ny, '2026-11-21', noon).flatMap((f) => f.showtimes.map((s) => s.dateTime));
    expect(times.length).toBeGreaterThan(0);
    expect(times.every((t) => t >= '2026-11-21T12:00')).toBe(true);
    // The same instant is 9 a.m. in San Francisco: its morning shows are still to come.
    const sfTimes = offlineShowings(place('94103'), '2026-11-21', noon).flatMap((f) =>
      f.showtimes.map((s) => s.dateTime),
    );
    expect(sfTimes.some((t) => t < '2026-11-21T12:00')).toBe(true);
  });

  it('reads wall time in a zone', () => {
    expect(wallTime(new Date('2026-11-21T17:00:00Z'), 'America/Los_Angeles')).toBe('2026-11-21T09:00');
  });

  it('opens films on Fridays: those of the last four weeks and to the horizon, by date, moving with the clock', () => {
    const releases = offlineReleases('2026-11-21', 30);
    // Saturday the 21st: four Fridays back to 30 Oct, and 27 Nov, 4, 11 and 18 Dec inside 30 days (to 21 Dec).
    const fridays = [
      '2026-10-30',
      '2026-11-06',
      '2026-11-13',
      '2026-11-20',
      '2026-11-27',
      '2026-12-04',
      '2026-12-11',
      '2026-12-18',
    ];
    expect(releases.map((r) => r.release_date)).toEqual(fridays.flatMap((f) => [f, f]));
    expect(new Set(releases.map((r) => r.id)).size).toBe(16);
    const aWeekLater = offlineReleases('2026-11-28', 30);
    expect(aWeekLater[0]!.release_date).toBe('2026-11-06');
    expect(aWeekLater.find((r) => r.release_date === '2026-12-04')!.title).toBe(
      releases.find((r) => r.release_date === '2026-12-04')!.title,
    );
    // Four weeks back from a Friday: that Friday's films four weeks ago are gone, today's are in.
    expect(offlineReleases('2026-11-27', 0).map((r) => r.release_date)).toEqual(
      ['2026-11-06', '2026-11-13', '2026-11-20', '2026-11-27'].flatMap((f) => [f, f]),
    );
  });

  it('plays the films of the last eight weeks in theatres, each with its year', () => {
    const listed = offlineShowings(place('10001'), '2026-11-21', MORNING_BEFORE);
    for (const release of offlineReleases('2026-11-21', 0))
      expect(listed.find((s) => s.title === release.title)?.releaseYear, release.title).toBe(2026);
  });

  it('names drawn posters so they can be drawn again', () => {
    const film = offlineShowings(place('10001'), '2026-11-22', MORNING_BEFORE)[0]!;
    expect(drawnPosterSubject(film.preferredImage!.uri)?.title).toBe(film.title);
    const release = offlineReleases('2026-11-21', 30)[0]!;
    expect(drawnPosterSubject(release.poster_path!.slice(1))?.title).toBe(release.title);
    expect(drawnPosterSubject('drawn-movie-1.svg')).toBeUndefined();
    expect(drawnPosterSubject('abc.jpg')).toBeUndefined();
  });
});
