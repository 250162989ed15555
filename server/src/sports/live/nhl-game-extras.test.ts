import type { Game } from '@guide/common/sports';
import { describe, expect, it, onTestFinished } from 'vitest';
import { liveSportsAppForTests, liveSportsApp, newVisitor } from '../../../test/live-sports-app';
import {
  faultyAnswer,
  haveRecordings,
  readRecording as read,
  recordedRoutes,
  type ProviderFault,
  type ReplayHandler,
} from '../../../test/replay-server';
import { flaggedStarters, followAnnouncement } from './nhl-game-extras';

const WEEK = 'nhl/schedule-week-2023-11-09.json';
const BOXSCORE = 'nhl/gamecenter-2023020280-boxscore.json';
const STANDINGS = 'nhl/standings-now-2024-12-05.json';
const TEAMS = 'nhl/stats-team-list.json';
const LANDING = 'nhl/gamecenter-2023020672-landing.json';

const shesterkin = { id: 8478048, name: 'I. Shesterkin' };
const quick = { id: 8471734, name: 'J. Quick' };

describe('following a club’s word on its starting goalie', () => {
  const none = { goalie: null, withdrawn: null };
  it('a first announcement names the goalie; saying it again changes nothing', () => {
    const named = followAnnouncement(none, shesterkin);
    expect(named).toEqual({ goalie: shesterkin, withdrawn: null });
    expect(followAnnouncement(named, shesterkin)).toBe(named);
  });
  it('another goalie in his place: the first is withdrawn; none in his place: withdrawn, none named', () => {
    const named = { goalie: shesterkin, withdrawn: null };
    expect(followAnnouncement(named, quick)).toEqual({ goalie: quick, withdrawn: shesterkin });
    const taken = followAnnouncement(named, null);
    expect(taken).toEqual({ goalie: null, withdrawn: shesterkin });
    // Named again later: the withdrawal stays known, unless he is the one named again.
    expect(followAnnouncement(taken, quick)).toEqual({ goalie: quick, withdrawn: shesterkin });
    expect(followAnnouncement(taken, shesterkin)).toEqual({ goalie: shesterkin, withdrawn: null });
  });
});

describe.skipIf(!haveRecordings(BOXSCORE))('the starters the recorded box score flags', () => {
  it('one per side, by the `starter` flag (a relief goalie is not one)', () => {
    expect(flaggedStarters(read(BOXSCORE))).toEqual({
      visitor: { id: 8475852, name: 'P. Mrazek' },
      home: { id: 8478007, name: 'E. Merzlikins' },
    });
  });
  it('none while the box score lists no player, or answers another shape', () => {
    expect(flaggedStarters({ id: 1 })).toEqual({ home: null, visitor: null });
    expect(flaggedStarters({ playerByGameStats: 'none' })).toEqual({ home: null, visitor: null });
  });
});

describe.skipIf(!haveRecordings(WEEK, BOXSCORE, STANDINGS, TEAMS, LANDING))(
  'NHL records and starting goalies from the recorded answers',
  () => {
    const live = liveSportsAppForTests(
      recordedRoutes(
        {
          '/v1/schedule/2023-11-09': WEEK,
          // The recorded box score (CHI @ CBJ) stands in for MIN @ NYR's before the puck drops: what is read is its flags.
          '/v1/gamecenter/2023020196/boxscore': BOXSCORE,
          '/v1/gamecenter/2023020672/landing': LANDING,
          '/stats/rest/en/team': TEAMS,
        },
        // The standings recorded on 2024-12-05 stand in for the day's: the records are read from their rows.
        (url) => (url.pathname.startsWith('/v1/standings/') ? { body: read(STANDINGS) } : undefined),
      ),
      '2023-11-09T23:15:00Z',
    );
    const games = async () => {
      const res = await live.t.app.inject({
        method: 'GET',
        url: '/v1/sports/nhl/games?date=2023-11-09',
        remoteAddress: newVisitor(),
      });
      expect(res.statusCode).toBe(200);
      return res.json<Game[]>();
    };

    it('gives each club its W-L-OT from the standings', async () => {
      const list = await games();
      const game = list.find((g) => g.id === 2023020196)!;
      expect(game.home.name).toBe('New York Rangers');
      expect(game.home_record).toEqual({ wins: 13, losses: 10, ot: 1 });
      expect(game.visitor_record).toEqual({ wins: 17, losses: 4, ot: 4 });
      // Every club the standings list; the Coyotes of 2023 are not in them (Utah took their place in 2024).
      const coyotes = list.find((g) => g.visitor.name === 'Arizona Coyotes')!;
      expect(coyotes).not.toHaveProperty('visitor_record');
      expect(list.filter((g) => g !== coyotes).every((g) => g.home_record && g.visitor_record)).toBe(true);
    });

    it('names the starters the box score flags 45 minutes before the game; says none for games hours away', async () => {
      const list = await games();
      expect(list.find((g) => g.id === 2023020196)!.starting_goalies).toEqual({
        visitor: { goalie: { id: 8475852, name: 'P. Mrazek' }, withdrawn: null },
        home: { goalie: { id: 8478007, name: 'E. Merzlikins' }, withdrawn: null },
      });
      // 03:30 UTC, more than four hours away: nothing is announced yet, and nothing was asked.
      expect(list.find((g) => g.id === 2023020202)!.starting_goalies).toEqual({
        home: { goalie: null, withdrawn: null },
        visitor: { goalie: null, withdrawn: null },
      });
      expect(live.replay.requests.filter((r) => r.includes('/2023020202/'))).toEqual([]);
      // A box score that does not answer leaves the part out: nothing is claimed.
      expect(list.find((g) => g.id === 2023020193)).not.toHaveProperty('starting_goalies');
    });

    it('a finished game (the recorded landing) carries its records and no starters', async () => {
      const res = await live.t.app.inject({
        method: 'GET',
        url: '/v1/sports/nhl/game/2023020672',
        remoteAddress: newVisitor(),
      });
      expect(res.statusCode).toBe(200);
      const { Game: game } = res.json<{ Game: Game }>();
      expect(game.status).toBe('Final');
      expect(game).not.toHaveProperty('starting_goalies');
      expect(game.home_record).toEqual({
        wins: expect.any(Number),
        losses: expect.any(Number),
        ot: expect.any(Number),
      });
    });
  },
);

/** A stand-in whose schedule answers well and whose box scores and standings misbehave as `fault` says. */
const misbehaving =
  (fault: ProviderFault): ReplayHandler =>
  (url) => {
    const p = url.pathname;
    const day = /^\/v1\/schedule\/(\d{4}-\d{2}-\d{2})$/.exec(p)?.[1];
    // Each test asks for a day of its own: the recorded week, moved to that day.
    if (day) {
      const week = read(WEEK) as { gameWeek: { date: string; games: { gameDate?: string }[] }[] };
      return { body: { ...week, gameWeek: [{ ...week.gameWeek[0]!, date: day }] } };
    }
    if (p === '/stats/rest/en/team') return { body: read(TEAMS) };
    if (p.endsWith('/boxscore') || p.startsWith('/v1/standings/'))
      return faultyAnswer(fault, { playerByGameStats: 'none', standings: {} });
    return undefined;
  };

describe.skipIf(!haveRecordings(WEEK, TEAMS))('records and starting goalies from a stand-in that misbehaves', () => {
  it.each([['hang'], ['reset'], ['500'], ['wrong-shape']] as const)(
    'when the box scores and standings %s: the day’s games all the same, without the parts not known',
    async (fault) => {
      // An app and a stand-in for each fault: one fault's spent provider budget, open breakers and
      // hanging connections are not the next one's.
      const { t, replay } = await liveSportsApp(misbehaving(fault), '2023-11-09T23:15:00Z', {
        UPSTREAM_TIMEOUT_MS: '1500',
        REQUEST_DEADLINE_MS: '5000',
        BREAKER_FAILURES: '100',
        // A hang is cut by the extras' own budget, well before the provider's time-out.
        ...(fault === 'hang' ? { NHL_EXTRAS_BUDGET_MS: '300' } : {}),
      });
      onTestFinished(async () => {
        await t.close();
        await replay.close();
      });
      // A day of its own, so nothing kept by another test answers.
      const day = { hang: '2023-11-01', reset: '2023-11-02', '500': '2023-11-03', 'wrong-shape': '2023-11-04' }[fault];
      const res = await t.app.inject({
        method: 'GET',
        url: `/v1/sports/nhl/games?date=${day}`,
        remoteAddress: newVisitor(),
      });
      expect(res.statusCode).toBe(200);
      const list = res.json<Game[]>();
      expect(list).toHaveLength(11);
      for (const game of list) {
        expect(game).not.toHaveProperty('home_record');
        // Nothing named: the games near their start are asked about and left without, the others have nothing announced.
        expect(game.starting_goalies?.home.goalie ?? null).toBeNull();
        expect(game.starting_goalies?.visitor.goalie ?? null).toBeNull();
      }
    },
  );
});
