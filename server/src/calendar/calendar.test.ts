import type { UserData } from '@guide/common/account';
import type { TvEpisodeAiring } from '@guide/common/tv';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, testDatabaseKinds, type TestApp } from '../../test/test-app';
import { signUp } from '../../test/users';
import { buildCalendar, calendarText } from './feed';
import { redactUrlForLog } from '../http/log-redaction';

describe('buildCalendar', () => {
  const stamp = new Date('2026-11-21T17:00:00Z');
  const events = [
    {
      uid: 'game-nhl-1@entertainment-guide',
      summary: 'New York Rangers at Los Angeles Kings',
      start: new Date('2026-11-22T03:00:00Z'),
      durationMinutes: 150,
      url: 'https://guide.example/television/sports/nhl',
    },
    {
      uid: 'episode-7@entertainment-guide',
      summary: 'A show whose name is long enough that the summary line has to be folded by the calendar writer · S2 E5',
      start: '2026-11-30',
      durationMinutes: 60,
      url: 'https://guide.example/television/show/7',
    },
  ];

  it('writes RFC 5545: CRLF endings, lines folded at 75 octets, UTC times, all-day dates', async () => {
    const text = await buildCalendar(events, { name: 'Entertainment Guide', stamp });
    expect(text.startsWith('BEGIN:VCALENDAR\r\n')).toBe(true);
    expect(text.endsWith('END:VCALENDAR\r\n')).toBe(true);
    expect(text.replace(/\r\n/g, '')).not.toMatch(/[\r\n]/);
    const lines = text.split('\r\n');
    expect(lines.every((l) => Buffer.byteLength(l) <= 75)).toBe(true);
    expect(lines.some((l) => l.startsWith(' '))).toBe(true);
    expect(text).toContain('UID:game-nhl-1@entertainment-guide');
    expect(text).toContain('DTSTART:20261122T030000Z');
    expect(text).toContain('DTEND:20261122T053000Z');
    expect(text).toContain('SUMMARY:New York Rangers at Los Angeles Kings');
    expect(text).toContain('DTSTART;VALUE=DATE:20261130');
    expect(text).toContain('URL;VALUE=URI:https://guide.example/television/sports/nhl');
  });

  it('is the same text for the same events: UIDs and stamps do not move between requests', async () => {
    expect(await buildCalendar(events, { name: 'x', stamp })).toBe(await buildCalendar(events, { name: 'x', stamp }));
  });

  it('writes a long feed in chunks that make the same text as one calendar of all its events', async () => {
    const many = Array.from({ length: 234 }, (_, i) => ({
      ...events[i % 2]!,
      uid: `event-${i}@entertainment-guide`,
      summary: `${events[i % 2]!.summary} ${'·'.repeat(i % 40)}`,
    }));
    const chunked = await buildCalendar(many, { name: 'Entertainment Guide', stamp });
    expect(chunked).toBe(calendarText(many, { name: 'Entertainment Guide', stamp }));
    expect(chunked.match(/BEGIN:VEVENT/g)).toHaveLength(234);
    expect(await buildCalendar([], { name: 'x', stamp })).toBe(calendarText([], { name: 'x', stamp }));
  });

  it('keeps a feed’s secret out of logged URLs', () => {
    expect(redactUrlForLog('/v1/calendar/abcdefabcdefabcdefabcdefabcdefabcdefabcdefa.ics')).toBe('/v1/calendar/***');
    expect(redactUrlForLog('/v1/movies?zip=10001')).toBe('/v1/movies?zip=10001');
    const token = 'abcdefabcdefabcdefabcdefabcdefabcdefabcdefa';
    for (const url of [
      `/v1//calendar/${token}.ics`,
      `/v1/calendar/${token}.ics/`,
      `/v1/calendar/${token}.ics?x=1`,
      `/v1/%63alendar/${token}.ics`,
      `/v1/calendar%252F${token}.ics`,
      `/V1/CALENDAR/${token}.ics`,
    ]) {
      expect(redactUrlForLog(url)).toBe('/v1/calendar/***');
    }
    expect(redactUrlForLog('/v1/users/calendar')).toBe('/v1/users/calendar');
    expect(redactUrlForLog('/v1/users/calendar/reset')).toBe('/v1/users/calendar/reset');
  });
});

describe.each(testDatabaseKinds)('favourite teams and the calendar feed on %s', (kind) => {
  let t: TestApp;
  let auth: { authorization: string };
  beforeAll(async () => {
    t = await createTestApp({ kind });
    auth = await signUp(t.app, `fan-${kind}@example.com`);
  });
  afterAll(async () => t?.close());

  const post = (url: string, headers: Record<string, string> = auth) => t.app.inject({ method: 'POST', url, headers });
  const get = (url: string, headers: Record<string, string> = auth) => t.app.inject({ method: 'GET', url, headers });

  it('follows teams and answers the updated list', async () => {
    const rangers = await post('/v1/users/add-team?league=nhl&team=3');
    expect(rangers.statusCode).toBe(200);
    expect(rangers.json()).toEqual({ teams: [{ league: 'nhl', id: 3, name: 'New York Rangers' }] });
    const yankees = await post('/v1/users/add-team?league=MLB&team=147');
    expect(yankees.json<{ teams: unknown[] }>().teams).toEqual([
      { league: 'nhl', id: 3, name: 'New York Rangers' },
      { league: 'mlb', id: 147, name: 'New York Yankees' },
    ]);
    expect((await get('/v1/users/get-data')).json<UserData>().teams).toHaveLength(2);
  });

  it.each([
    ['/v1/users/add-team?league=nhl&team=3', 409, 'You already follow the New York Rangers.'],
    ['/v1/users/add-team?league=nba&team=3', 400, 'The league must be mlb or nhl.'],
    ['/v1/users/add-team?team=3', 400, 'A league is required (?league=mlb or ?league=nhl).'],
    ['/v1/users/add-team?league=nhl&team=abc', 400, 'A team id is a positive whole number.'],
    ['/v1/users/add-team?league=nhl&team=999', 404, 'There is no NHL team with id 999.'],
    ['/v1/users/delete-team?league=mlb&team=111', 404, 'You do not follow the Boston Red Sox.'],
  ])('%s → %i with a sentence', async (url, status, sentence) => {
    const res = await post(url);
    expect(res.statusCode).toBe(status);
    expect(res.body).toBe(sentence);
  });

  it('needs a login', async () => {
    expect((await post('/v1/users/add-team?league=nhl&team=3', {})).statusCode).toBe(401);
    expect((await get('/v1/users/calendar', {})).statusCode).toBe(401);
  });

  it('unfollows a team', async () => {
    const res = await post('/v1/users/delete-team?league=mlb&team=147');
    expect(res.json()).toEqual({ teams: [{ league: 'nhl', id: 3, name: 'New York Rangers' }] });
  });

  it('serves a private feed with the followed team’s games and the saved show’s episodes, and a reset that retires the old address', async () => {
    // A show with an episode in the next 60 days.
    let showId = 0;
    for (let id = 1; id < 120 && !showId; id++) {
      const res = await get(`/v1/tv-show/${id}/episodes`, {});
      if (res.statusCode !== 200) continue;
      if (res.json<TvEpisodeAiring[]>().some((e) => e.airdate >= '2026-11-22' && e.airdate <= '2027-01-10'))
        showId = id;
    }
    expect(showId).toBeGreaterThan(0);
    expect((await post(`/v1/users/add-show?show=${showId}`)).statusCode).toBe(200);

    const { url } = (await get('/v1/users/calendar')).json<{ url: string }>();
    expect(url).toMatch(/^http:\/\/localhost(:\d+)?\/v1\/calendar\/[A-Za-z0-9_-]{43}\.ics$/);
    expect(url).not.toContain(auth.authorization.slice(7, 40));
    expect((await get('/v1/users/calendar')).json()).toEqual({ url });

    const path = new URL(url).pathname;
    const feed = await get(path, {});
    expect(feed.statusCode).toBe(200);
    expect(feed.headers['content-type']).toBe('text/calendar; charset=utf-8');
    const games = feed.body.match(/SUMMARY:[^\r]* at [^\r]*/g) ?? [];
    expect(games.length).toBeGreaterThan(3);
    expect(games.every((s) => s.includes('New York Rangers'))).toBe(true);
    // Unfolded: the show's name first (then its streaming service, when released on one), and each game linked to its own day.
    const unfolded = feed.body.replace(/\r\n /g, '');
    expect(unfolded).toMatch(/SUMMARY:[^\r]+ · S\d+ E\d+( on [^\r]+)?\r\n/);
    expect(unfolded).toMatch(
      /URL;VALUE=URI:http:\/\/localhost(:\d+)?\/television\/sports\/nhl\?date=\d{4}-\d{2}-\d{2}\r\n/,
    );
    expect(unfolded).not.toMatch(/URL;VALUE=URI:[^\r]*\/television\/sports\/nhl\r\n/);
    expect(feed.body.endsWith('END:VCALENDAR\r\n')).toBe(true);
    expect(feed.body).toMatch(/UID:game-nhl-\d+@entertainment-guide/);
    // Stable: the same feed asked again is the same text.
    expect((await get(path, {})).body).toBe(feed.body);

    // Spoiler-free: the episodes keep their show, season and number, and lose their titles.
    const descriptions = (body: string) =>
      body
        .replace(/\r\n /g, '')
        .split('BEGIN:VEVENT')
        .filter((e) => /UID:episode-/.test(e))
        .map((e) => /DESCRIPTION:([^\r]*)/.exec(e)![1]!);
    const linkOnly = /^http:\/\/localhost(:\d+)?\/television\/show\/\d+$/;
    expect(descriptions(feed.body).some((d) => !linkOnly.test(d))).toBe(true);
    expect((await post('/v1/users/watching-settings?spoilerFree=true')).statusCode).toBe(200);
    const hidden = descriptions((await get(path, {})).body);
    expect(hidden.length).toBeGreaterThan(0);
    expect(hidden.every((d) => linkOnly.test(d))).toBe(true);
    expect((await post('/v1/users/watching-settings?spoilerFree=false')).statusCode).toBe(200);

    const reset = await post('/v1/users/calendar/reset');
    const fresh = reset.json<{ url: string }>().url;
    expect(fresh).not.toBe(url);
    const old = await get(path, {});
    expect(old.statusCode).toBe(404);
    expect(old.body).toBe('There is no such calendar.');
    expect((await get(new URL(fresh).pathname, {})).statusCode).toBe(200);
  });

  it('answers an unknown feed with a 404 that says nothing about users', async () => {
    for (const file of ['nope.ics', `${'a'.repeat(43)}.ics`, 'x']) {
      const res = await get(`/v1/calendar/${file}`, {});
      expect(res.statusCode).toBe(404);
      expect(res.body).toBe('There is no such calendar.');
    }
  });
});

describe('the calendar feed behind a proxy', () => {
  it('builds the feed address and the links inside it from PUBLIC_URL', async () => {
    const t = await createTestApp({ env: { PUBLIC_URL: 'https://guide.example.org' } });
    try {
      const auth = await signUp(t.app, 'proxied-fan@example.com');
      expect(
        (await t.app.inject({ method: 'POST', url: '/v1/users/add-team?league=nhl&team=3', headers: auth })).statusCode,
      ).toBe(200);
      const { url } = (await t.app.inject({ method: 'GET', url: '/v1/users/calendar', headers: auth })).json<{
        url: string;
      }>();
      expect(url).toMatch(/^https:\/\/guide\.example\.org\/v1\/calendar\/[A-Za-z0-9_-]{43}\.ics$/);
      const feed = await t.app.inject({ method: 'GET', url: new URL(url).pathname });
      const unfolded = feed.body.replace(/\r\n /g, '');
      expect(unfolded).toMatch(/https:\/\/guide\.example\.org\/(mlb|nhl|television)\//);
      expect(unfolded).not.toContain('localhost');
    } finally {
      await t.close();
    }
  });
});
