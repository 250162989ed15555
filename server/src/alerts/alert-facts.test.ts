import { describe, expect, it } from 'vitest';
import type { Game } from '@guide/common/sports';
import type { StreamingService } from '@guide/common/cinema';
import type { TvEpisodeAiring, TvMovieAiring, TvShowDetail } from '@guide/common/tv';
import { AlertFacts, alertIdOf, type AlertSources } from './alert-facts';
import { quietUntil } from './alert-service';
import { DEFAULT_ALERT_SETTINGS } from '../account/alert-settings';
import type { AlertPreferences } from './alerts-repository';

const ZONE = 'America/New_York';
const MINUTE = 60_000;

const game = (gametime: string, more: Partial<Game> = {}): Game => ({
  id: 501,
  description: '',
  gametime,
  date: '2026-11-21',
  home: { id: 10, name: 'Maple Leafs' },
  visitor: { id: 6, name: 'Bruins' },
  status: 'Scheduled',
  home_score: null,
  visitor_score: null,
  period: null,
  ...more,
});

const STREAMBOX: StreamingService = { id: 31, name: 'StreamBox', logo: null };

/**
 * Sources holding one game (as the day's list), one show with one episode and one film airing;
 * the episode released on `releasedOn`, the film streaming on `filmOn` since `arrivedAt`.
 */
function sources(facts: {
  game?: Game;
  episode?: Partial<TvEpisodeAiring>;
  airing?: Partial<TvMovieAiring>;
  releasedOn?: string;
  filmOn?: StreamingService[];
  arrivedAt?: Date;
}): AlertSources {
  return {
    webReleases: {
      releases: async (date) =>
        facts.releasedOn && facts.episode?.airdate === date
          ? [{ showId: 82, episodeId: 900, service: facts.releasedOn, airdate: date, airstamp: null }]
          : [],
    },
    films: {
      film: async (id) => (id === 'the-long-night-1958' ? ({ tmdbId: 7, title: 'The Long Night' } as never) : null),
    },
    watch: {
      filmOptions: async () => ({
        region: 'US',
        link: null,
        options: facts.filmOn ? [{ kind: 'subscription', services: facts.filmOn }] : [],
      }),
      showOptions: async () => null,
      services: async () => [STREAMBOX, { id: 40, name: 'Vista+', logo: null }],
    },
    arrivals: {
      noteFilmStreaming: async (_film, ids) =>
        new Map(facts.arrivedAt ? ids.map((id) => [id, facts.arrivedAt!] as const) : []),
    },
    gamesOn: async () => (facts.game ? [facts.game] : []),
    networksOn: async () => new Map([[501, 'ESPN']]),
    shows: {
      search: async () => [],
      episode: async () => null,
      show: async () =>
        ({ id: 82, name: 'Harbor Watch', network: { name: 'HBO' }, webChannel: null }) as unknown as TvShowDetail,
      episodes: async () =>
        facts.episode
          ? [
              {
                id: 900,
                name: 'The Reveal',
                summary: null,
                airdate: '2026-11-21',
                season: 2,
                number: 5,
                airstamp: null,
                runtime: 60,
                ...facts.episode,
              },
            ]
          : [],
    },
    airings: {
      movies: async () =>
        facts.airing
          ? [
              {
                startTime: '2026-11-22T01:00:00Z',
                station: { callSign: 'TCM', name: 'Turner Classic Movies' },
                program: { title: 'The Long Night', releaseYear: 1958 },
                ...facts.airing,
              } as TvMovieAiring,
            ]
          : [],
      sports: async () => [],
      maxDaysFromNow: 7,
    },
  };
}

const prefs = (more: Partial<AlertPreferences> = {}): AlertPreferences => ({
  ...DEFAULT_ALERT_SETTINGS,
  spoilerFree: false,
  teams: [{ league: 'NHL', id: 10 }],
  showIds: [82],
  filmIds: ['the-long-night-1958'],
  serviceIds: [],
  ...more,
});

describe('what an alert says and when, from the current facts', () => {
  it('gives a game start 15 minutes ahead with its network, and moves it when the start moves', async () => {
    const now = new Date('2026-11-22T00:45:00Z');
    const facts = new AlertFacts(sources({ game: game('2026-11-22T01:00:00Z') }), ZONE);
    const [start] = await facts.plan(1, prefs({ gameFinal: false }), ZONE, now);
    expect(start).toMatchObject({
      kind: 'game-start',
      dueAt: now.toISOString(),
      alertId: alertIdOf('game-start', 1, 'NHL|501'),
    });
    expect(start!.alertId).toMatch(/^[A-Za-z0-9_-]{32}$/);
    expect(await facts.check(start!, prefs(), ZONE, now)).toEqual({
      state: 'due',
      staleAt: new Date('2026-11-22T01:00:00Z'),
      message: {
        title: 'Bruins at Maple Leafs starts in 15 minutes',
        body: 'Puck drop at 8:00 PM on ESPN.',
        url: '/nhl/game/501',
      },
    });
    // Delayed an hour: the alert moves to 15 minutes before the new start.
    const delayed = new AlertFacts(sources({ game: game('2026-11-22T02:00:00Z') }), ZONE);
    expect(await delayed.check(start!, prefs(), ZONE, now)).toEqual({
      state: 'later',
      dueAt: new Date('2026-11-22T01:45:00Z'),
    });
    // Postponed: nothing now (the new day's plan brings it back); started: stale.
    const postponed = new AlertFacts(sources({ game: game('2026-11-22T01:00:00Z', { status: 'Postponed' }) }), ZONE);
    expect(await postponed.check(start!, prefs(), ZONE, now)).toEqual({ state: 'gone', reason: 'moot' });
    expect(await facts.check(start!, prefs(), ZONE, new Date('2026-11-22T01:01:00Z'))).toEqual({
      state: 'gone',
      reason: 'stale',
    });
    // Unfollowed or switched off: nothing.
    expect(await facts.check(start!, prefs({ teams: [] }), ZONE, now)).toEqual({ state: 'gone', reason: 'moot' });
    expect(await facts.check(start!, prefs({ gameStart: false }), ZONE, now)).toEqual({
      state: 'gone',
      reason: 'moot',
    });
  });

  it('says a final with the score, or only that it has ended in spoiler-free mode; a game still on is looked at later', async () => {
    const now = new Date('2026-11-22T03:40:00Z');
    const final = game('2026-11-22T01:00:00Z', { status: 'Final', home_score: 4, visitor_score: 2 });
    const facts = new AlertFacts(sources({ game: final }), ZONE);
    const job = (await facts.plan(1, prefs(), ZONE, now)).find((j) => j.kind === 'game-final')!;
    expect(await facts.check(job, prefs(), ZONE, now)).toMatchObject({
      state: 'due',
      message: { title: 'Final: Bruins 2, Maple Leafs 4', body: 'Bruins at Maple Leafs has ended.' },
    });
    const hidden = await facts.check(job, prefs({ spoilerFree: true }), ZONE, now);
    expect(hidden).toMatchObject({ state: 'due', message: { title: 'Bruins at Maple Leafs has ended' } });
    expect(JSON.stringify(hidden)).not.toMatch(/[24]/);
    const live = new AlertFacts(sources({ game: { ...final, status: 'In Progress' } }), ZONE);
    expect(await live.check(job, prefs(), ZONE, now)).toEqual({
      state: 'later',
      dueAt: new Date(now.getTime() + 10 * MINUTE),
    });
  });

  it('announces tonight’s episode in the afternoon with its time and channel, without its title in spoiler-free mode', async () => {
    const facts = new AlertFacts(sources({ episode: { airstamp: '2026-11-22T02:00:00Z' } }), ZONE);
    const morning = new Date('2026-11-21T14:00:00Z');
    const [job] = await facts.plan(1, prefs({ teams: [], filmIds: [] }), ZONE, morning);
    // 3 PM in New York.
    expect(job).toMatchObject({ kind: 'episode-tonight', dueAt: '2026-11-21T20:00:00.000Z' });
    expect(await facts.check(job!, prefs(), ZONE, morning)).toEqual({
      state: 'later',
      dueAt: new Date('2026-11-21T20:00:00Z'),
    });
    const afternoon = new Date('2026-11-21T20:00:00Z');
    expect(await facts.check(job!, prefs(), ZONE, afternoon)).toMatchObject({
      state: 'due',
      message: {
        title: 'Harbor Watch is on tonight',
        body: 'S2E5 “The Reveal” at 9:00 PM on HBO.',
        url: '/television/show/82',
      },
    });
    expect(await facts.check(job!, prefs({ spoilerFree: true }), ZONE, afternoon)).toMatchObject({
      message: { body: 'S2E5 at 9:00 PM on HBO.' },
    });
  });

  it('tells of a watchlist film on TV in the next day, once a film', async () => {
    const facts = new AlertFacts(sources({ airing: {} }), ZONE);
    const now = new Date('2026-11-21T17:00:00Z');
    const jobs = await facts.plan(1, prefs({ teams: [], showIds: [] }), ZONE, now);
    expect(jobs).toEqual([expect.objectContaining({ kind: 'film-on-tv', filmId: 'the-long-night-1958' })]);
    expect(await facts.check(jobs[0]!, prefs(), ZONE, now)).toMatchObject({
      state: 'due',
      message: {
        title: 'The Long Night is on TV today',
        body: 'At 8:00 PM on Turner Classic Movies. It is on your watchlist.',
        url: '/film/the-long-night-1958',
      },
    });
  });
});

describe('streaming alerts', () => {
  const released = { airdate: '2026-11-21', airstamp: '2026-11-21T08:00:00Z' };
  const onlyShows = { teams: [], filmIds: [], serviceIds: [31] };

  it('tells of a followed show’s episode at its release on one of my services, and follows a moved release', async () => {
    const facts = new AlertFacts(sources({ episode: released, releasedOn: 'StreamBox' }), ZONE);
    const before = new Date('2026-11-21T02:00:00Z');
    const jobs = await facts.plan(1, prefs(onlyShows), ZONE, before);
    // Announced as a release only, not also as on tonight.
    expect(jobs).toEqual([
      expect.objectContaining({
        kind: 'episode-streaming',
        dueAt: '2026-11-21T08:00:00.000Z',
        alertId: alertIdOf('episode-streaming', 1, '82|900'),
      }),
    ]);
    const job = jobs[0]!;
    expect(await facts.check(job, prefs(onlyShows), ZONE, before)).toEqual({
      state: 'later',
      dueAt: new Date('2026-11-21T08:00:00Z'),
    });
    const out = new Date('2026-11-21T08:00:00Z');
    expect(await facts.check(job, prefs(onlyShows), ZONE, out)).toEqual({
      state: 'due',
      staleAt: new Date('2026-11-21T20:00:00Z'),
      message: {
        title: 'Harbor Watch: new episode on StreamBox',
        body: 'S2E5 “The Reveal” is out now.',
        url: '/television/show/82',
      },
    });
    expect(await facts.check(job, prefs({ ...onlyShows, spoilerFree: true }), ZONE, out)).toMatchObject({
      message: { body: 'S2E5 is out now.' },
    });
    // Moved a day later: the alert moves too; on a service I do not have, or switched off: nothing.
    const moved = new AlertFacts(
      sources({ episode: { airdate: '2026-11-22', airstamp: '2026-11-22T08:00:00Z' }, releasedOn: 'StreamBox' }),
      ZONE,
    );
    expect(await moved.check(job, prefs(onlyShows), ZONE, out)).toEqual({
      state: 'later',
      dueAt: new Date('2026-11-22T08:00:00Z'),
    });
    const elsewhere = new AlertFacts(sources({ episode: released, releasedOn: 'Vista+' }), ZONE);
    expect(await elsewhere.check(job, prefs(onlyShows), ZONE, out)).toEqual({ state: 'gone', reason: 'moot' });
    expect(await elsewhere.plan(1, prefs(onlyShows), ZONE, before)).toEqual([
      expect.objectContaining({ kind: 'episode-tonight' }),
    ]);
    expect(await facts.check(job, prefs({ ...onlyShows, episodeStreaming: false }), ZONE, out)).toEqual({
      state: 'gone',
      reason: 'moot',
    });
    expect(await facts.check(job, prefs(onlyShows), ZONE, new Date('2026-11-21T21:00:00Z'))).toEqual({
      state: 'gone',
      reason: 'stale',
    });
  });

  it('tells of a watchlist film arriving on one of my services, once per film and service, and drops it when it left', async () => {
    const now = new Date('2026-11-21T17:00:00Z');
    const onlyFilms = { teams: [], showIds: [], serviceIds: [31], filmOnTv: false };
    const arrived = new AlertFacts(sources({ filmOn: [STREAMBOX], arrivedAt: new Date('2026-11-21T06:00:00Z') }), ZONE);
    const [job, ...more] = await arrived.plan(1, prefs(onlyFilms), ZONE, now);
    expect(more).toEqual([]);
    expect(job).toMatchObject({
      kind: 'film-streaming',
      serviceId: 31,
      dueAt: now.toISOString(),
      alertId: alertIdOf('film-streaming', 1, 'the-long-night-1958|31'),
    });
    expect(await arrived.check(job!, prefs(onlyFilms), ZONE, now)).toEqual({
      state: 'due',
      message: {
        title: 'The Long Night is now on StreamBox',
        body: 'A film on your watchlist arrived on one of your services.',
        url: '/film/the-long-night-1958',
      },
    });
    // Where it already was at the first look, or arrived long ago: no news.
    const alreadyThere = new AlertFacts(sources({ filmOn: [STREAMBOX] }), ZONE);
    expect(await alreadyThere.plan(1, prefs(onlyFilms), ZONE, now)).toEqual([]);
    const longAgo = new AlertFacts(sources({ filmOn: [STREAMBOX], arrivedAt: new Date('2026-11-10T06:00:00Z') }), ZONE);
    expect(await longAgo.plan(1, prefs(onlyFilms), ZONE, now)).toEqual([]);
    const left = new AlertFacts(sources({ filmOn: [] }), ZONE);
    expect(await left.check(job!, prefs(onlyFilms), ZONE, now)).toEqual({ state: 'gone', reason: 'moot' });
    expect(await arrived.check(job!, prefs({ ...onlyFilms, filmStreaming: false }), ZONE, now)).toEqual({
      state: 'gone',
      reason: 'moot',
    });
  });
});

describe('quiet hours', () => {
  const overnight = { start: '22:00', end: '07:00' };
  it('end at their next end in the device’s zone, across midnight', () => {
    expect(quietUntil(overnight, ZONE, new Date('2026-11-22T04:00:00Z'))).toEqual(new Date('2026-11-22T12:00:00Z'));
    expect(quietUntil(overnight, ZONE, new Date('2026-11-22T10:30:00Z'))).toEqual(new Date('2026-11-22T12:00:00Z'));
    expect(quietUntil(overnight, ZONE, new Date('2026-11-22T14:00:00Z'))).toBeUndefined();
    expect(quietUntil(overnight, 'Europe/Paris', new Date('2026-11-22T04:00:00Z'))).toEqual(
      new Date('2026-11-22T06:00:00Z'),
    );
    expect(quietUntil(null, ZONE, new Date())).toBeUndefined();
  });
});
