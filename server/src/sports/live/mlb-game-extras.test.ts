import { describe, expect, it } from 'vitest';
import { haveRecordings, readRecording as read } from '../../../test/replay-server';
import { mapFeed, mapScheduleGame } from './mlb';
import { mlbFeedGame, mlbScheduleGame, type MlbScheduleGame } from './schemas';

const quiet = { warn: () => undefined };
const SCHEDULE = 'mlb/schedule-probable-pitchers-2024-08-13.json';
const FEED = 'mlb/game-feed-live.json';

type RecordedSchedule = { dates: { date: string; games: unknown[] }[] };
const recordedGames = () => {
  const day = (read(SCHEDULE) as RecordedSchedule).dates[0]!;
  return { date: day.date, games: day.games.map((g) => mlbScheduleGame.parse(g)) };
};
/** The recorded day is all Final; the same games before the first pitch, as the schedule lists them then. */
const beforeFirstPitch = (g: MlbScheduleGame): MlbScheduleGame => ({
  ...g,
  status: { abstractGameState: 'Preview', codedGameState: 'S', detailedState: 'Scheduled', statusCode: 'S' },
  linescore: undefined,
});

/**
 * A probable pitcher's season line as `hydrate=probablePitcher(stats(…))` adds it, built: no
 * recording holds one. The shape (`stats[]` with `type.displayName` "statsSingleSeason",
 * `group.displayName` "pitching" and the figures in `stats`) is the sample answer documented in
 * richardpenner/mlb-get-probable-pitchers (README); newer answers put the figures in `splits[].stat`.
 */
const seasonStats = (wins: number, losses: number, era: string, form: 'stats' | 'splits') => [
  { type: { displayName: 'gameLog' }, group: { displayName: 'pitching' }, exemptions: [], stats: {} },
  {
    type: { displayName: 'statsSingleSeason' },
    group: { displayName: 'pitching' },
    exemptions: [],
    ...(form === 'stats'
      ? { stats: { wins, losses, era, inningsPitched: '120.1' } }
      : { splits: [{ season: '2024', stat: { wins, losses, era } }] }),
  },
];

describe.skipIf(!haveRecordings(SCHEDULE))('MLB records and probable pitchers from the recorded schedule', () => {
  it("gives each club its record from the schedule's league record, and no pitchers once a game is final", () => {
    const { date, games } = recordedGames();
    const mapped = games.map((g) => mapScheduleGame(g, date, quiet));
    const nationals = mapped.find((g) => g.visitor.name === 'Washington Nationals')!;
    expect(nationals.visitor_record).toEqual({ wins: 55, losses: 65 });
    expect(mapped.every((g) => g.home_record && g.visitor_record)).toBe(true);
    expect(mapped.some((g) => g.probable_pitchers)).toBe(false);
  });

  it('names both probable pitchers before the first pitch (the recording hydrates them without stats)', () => {
    const { date, games } = recordedGames();
    const recorded = games.find((g) => g.teams.away.team.name === 'Washington Nationals')!;
    const game = mapScheduleGame(beforeFirstPitch(recorded), date, quiet);
    expect(game.status).toBe('Scheduled');
    expect(game.probable_pitchers?.visitor).toEqual({ id: 663623, name: 'Jake Irvin' });
    expect(game.probable_pitchers?.home?.name).toEqual(expect.any(String));
    const named = games.map((g) => mapScheduleGame(beforeFirstPitch(g), date, quiet));
    expect(named.every((g) => g.probable_pitchers?.home && g.probable_pitchers.visitor)).toBe(true);
  });

  it('reads the season line in either documented form, and says TBD for a side with no starter', () => {
    const { date, games } = recordedGames();
    const recorded = beforeFirstPitch(games[0]!);
    const withStats = (side: 'home' | 'away', form: 'stats' | 'splits') => ({
      ...(recorded.teams[side].probablePitcher as object),
      stats: seasonStats(side === 'home' ? 9 : 4, side === 'home' ? 8 : 11, side === 'home' ? '3.51' : '5.02', form),
    });
    const game = mapScheduleGame(
      {
        ...recorded,
        teams: {
          home: { ...recorded.teams.home, probablePitcher: withStats('home', 'stats') },
          away: { ...recorded.teams.away, probablePitcher: withStats('away', 'splits') },
        },
      },
      date,
      quiet,
    );
    expect(game.probable_pitchers?.home).toMatchObject({ wins: 9, losses: 8, era: '3.51' });
    expect(game.probable_pitchers?.visitor).toMatchObject({ wins: 4, losses: 11, era: '5.02' });

    const unannounced = mapScheduleGame(
      { ...recorded, teams: { ...recorded.teams, home: { ...recorded.teams.home, probablePitcher: undefined } } },
      date,
      quiet,
    );
    expect(unannounced.probable_pitchers?.home).toBeNull();
    expect(unannounced.probable_pitchers?.visitor).not.toBeNull();

    // A side listed with a placeholder in the starter's place ('TBD', id 0) is TBD as well, never a man named TBD.
    for (const placeholder of [
      { id: 0, fullName: 'Someone' },
      { id: 123, fullName: 'TBD' },
    ]) {
      const listed = mapScheduleGame(
        { ...recorded, teams: { ...recorded.teams, away: { ...recorded.teams.away, probablePitcher: placeholder } } },
        date,
        quiet,
      );
      expect(listed.probable_pitchers?.visitor).toBeNull();
    }
  });

  it('keeps the game when its record or pitcher has another shape, leaving out only what cannot be read', () => {
    const { date, games } = recordedGames();
    const recorded = beforeFirstPitch(games[0]!);
    const wrong = mlbScheduleGame.parse({
      ...recorded,
      teams: {
        home: { ...recorded.teams.home, leagueRecord: { wins: 'many', losses: -1 }, probablePitcher: 'Jake Irvin' },
        away: {
          ...recorded.teams.away,
          probablePitcher: { ...(recorded.teams.away.probablePitcher as object), stats: { era: 3.5 } },
        },
      },
    });
    const game = mapScheduleGame(wrong, date, quiet);
    expect(game.id).toBe(recorded.gamePk);
    expect(game.home_record).toBeUndefined();
    expect(game.visitor_record).toBeDefined();
    expect(game.probable_pitchers?.home).toBeNull();
    expect(game.probable_pitchers?.visitor).toEqual({
      id: (recorded.teams.away.probablePitcher as { id: number }).id,
      name: (recorded.teams.away.probablePitcher as { fullName: string }).fullName,
    });
  });
});

describe.skipIf(!haveRecordings(FEED))('MLB records and probable pitchers from the recorded game feed', () => {
  const feed = () => read(FEED) as { gameData: Record<string, unknown> };

  it("gives each club its record from the feed's teams, and no pitchers on a final", () => {
    const found = mapFeed(mlbFeedGame.parse(feed()), quiet);
    if (found.kind !== 'game') throw new Error('expected a game');
    expect(found.game.home_record).toEqual({ wins: 88, losses: 56 });
    expect(found.game.probable_pitchers).toBeUndefined();
  });

  it("names the announced starters before the game, each with his season line from the feed's box score", () => {
    const recorded = feed();
    const before = {
      ...recorded,
      gameData: { ...recorded.gameData, status: { detailedState: 'Pre-Game', statusCode: 'P' } },
    };
    const found = mapFeed(mlbFeedGame.parse(before), quiet);
    if (found.kind !== 'game') throw new Error('expected a game');
    expect(found.game.probable_pitchers).toEqual({
      visitor: { id: 608379, name: 'Michael Wacha', wins: 11, losses: 4, era: '3.43' },
      home: { id: 458681, name: 'Lance Lynn', wins: 11, losses: 11, era: '5.94' },
    });
  });
});
