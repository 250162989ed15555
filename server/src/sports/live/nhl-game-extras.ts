import { dayInZone } from '@guide/common/dates';
import type { Game, GoalieAnnouncement, StartingGoalie, TeamGameRecord } from '@guide/common/sports';
import type { Clock } from '../../clock';
import { fittingItems } from '../../providers/schemas';
import type { NhlGameAdditions, NhlLiveOptions } from './nhl';
import { nhlBoxScoreAnswer, nhlBoxScoreGoalie } from './nhl-box-score';
import { clubByCode, nhlClubs, nhlStandingRows } from './nhl-team';

/**
 * What the NHL's schedule leaves out of a game, added from two other answers:
 * - each club's record (W-L-OT) from the standings of the game's day (`GET /v1/standings/{day}`,
 *   today's for a game still to come), so a final's record counts it as the scoreboards do;
 * - before the puck drops, the starting goalies: the gamecenter box score flags each side's
 *   `starter` once the lines are posted (about an hour before). Asked only within
 *   `GOALIES_WINDOW_MS` of the start; earlier, nothing is announced. A starter flagged and then
 *   replaced is kept as withdrawn, so the page says what changed.
 * Each part is read leniently: when an answer fails, that part is left out, never the game.
 */

const PROVIDER = 'NHL API';
const GOALIES_WINDOW_MS = 3 * 3_600_000;
const GOALIES_TTL_SECONDS = 60;
/** How long a named starter is remembered, to tell a withdrawal from an announcement. */
const NAMED_TTL_SECONDS = 24 * 3600;

type Side = 'home' | 'visitor';
type Announcements = Record<Side, GoalieAnnouncement>;
const NONE_SAID: Announcements = {
  home: { goalie: null, withdrawn: null },
  visitor: { goalie: null, withdrawn: null },
};

const sameGoalie = (a: StartingGoalie | null, b: StartingGoalie | null) => a?.id === b?.id;

/** What a club says now, beside what it said before: a starter named before and no longer is withdrawn. */
export function followAnnouncement(before: GoalieAnnouncement, now: StartingGoalie | null): GoalieAnnouncement {
  if (sameGoalie(before.goalie, now)) return before;
  const withdrawn = before.goalie && !sameGoalie(before.goalie, now) ? before.goalie : before.withdrawn;
  return { goalie: now, withdrawn: sameGoalie(withdrawn, now) ? null : withdrawn };
}

/** The starters the box score flags, one per side (null while a side flags none). */
export function flaggedStarters(answer: unknown): Record<Side, StartingGoalie | null> {
  const parsed = nhlBoxScoreAnswer.safeParse(answer);
  const players = parsed.success ? parsed.data.playerByGameStats : undefined;
  const starter = (goalies: unknown[] | undefined): StartingGoalie | null => {
    const found = fittingItems(PROVIDER, 'the goalies', nhlBoxScoreGoalie, goalies ?? []).find((g) => g.starter);
    return found ? { id: found.playerId, name: found.name } : null;
  };
  return { home: starter(players?.homeTeam.goalies), visitor: starter(players?.awayTeam.goalies) };
}

export class NhlGameExtras implements NhlGameAdditions {
  /**
   * @param budgetMs The most the additions may add to a day list's answer time, in real time (the
   *   provider layer's deadline is the request's): past it the games go without them.
   */
  constructor(
    private readonly options: Pick<NhlLiveOptions, 'nhl' | 'nhlStats' | 'cache' | 'log'>,
    private readonly clock: Clock,
    private readonly budgetMs: number,
  ) {}

  async add(games: Game[]): Promise<Game[]> {
    if (games.length === 0) return games;
    const work = Promise.all([this.recordsOf(games), Promise.all(games.map((g) => this.startingGoalies(g)))]);
    // A slow answer must not hold the games: past the budget they go without (what comes later is kept for the next ask).
    let stop = () => {};
    const late = new Promise<undefined>((resolve) => {
      const timer = setTimeout(() => resolve(undefined), this.budgetMs);
      stop = () => clearTimeout(timer);
    });
    const found = await Promise.race([work, late]).finally(() => stop());
    if (!found) {
      this.options.log.warn(
        { provider: PROVIDER },
        'the records and starting goalies took too long; the games go without',
      );
      return games;
    }
    const [records, goalies] = found;
    return games.map((g, i) => {
      const [home, visitor] = [records.get(`${g.date}:${g.home.id}`), records.get(`${g.date}:${g.visitor.id}`)];
      const announced = goalies[i];
      return {
        ...g,
        ...(home ? { home_record: home } : {}),
        ...(visitor ? { visitor_record: visitor } : {}),
        ...(announced ? { starting_goalies: announced } : {}),
      };
    });
  }

  /** Each regular-season game's clubs' records by `day:teamId`, from the standings of the game's day (today's at most). */
  private async recordsOf(games: Game[]): Promise<Map<string, TeamGameRecord>> {
    // The league's days are US Eastern ones, as the games' `date`.
    const today = dayInZone(this.clock.now(), 'America/New_York');
    const days = [...new Set(games.filter((g) => g.description === 'Regular Season').map((g) => g.date))];
    const records = new Map<string, TeamGameRecord>();
    if (days.length === 0) return records;
    const warn = (error: unknown, day?: string) =>
      this.options.log.warn(
        { err: error, provider: PROVIDER, day },
        'the standings behind the games’ records could not be read',
      );
    const clubs = await nhlClubs(this.options).then(clubByCode, (error: unknown) => warn(error));
    if (!clubs) return records;
    // Each day on its own: a day whose standings fail leaves only its games without records.
    const standings = await Promise.all(
      days.map((day) =>
        nhlStandingRows(this.options, day < today ? day : today).catch((error: unknown) => warn(error, day)),
      ),
    );
    days.forEach((day, i) => {
      for (const row of standings[i] ?? []) {
        const club = clubs(row.teamAbbrev.default);
        if (club) records.set(`${day}:${club.id}`, { wins: row.wins, losses: row.losses, ot: row.otLosses });
      }
    });
    return records;
  }

  /** A game still to start: the starters announced so far; undefined when the provider could not say. */
  private async startingGoalies(game: Game): Promise<Announcements | undefined> {
    if (game.status !== 'Scheduled' && game.status !== 'Pre-Game') return undefined;
    const untilStart = Date.parse(game.gametime) - this.clock.now().getTime();
    if (game.status === 'Scheduled' && untilStart > GOALIES_WINDOW_MS) return NONE_SAID;
    const { cache, nhl, log } = this.options;
    try {
      const flagged = await cache.get(
        `nhl:starting-goalies:${game.id}:`,
        { ttlSeconds: GOALIES_TTL_SECONDS },
        async () => flaggedStarters(await nhl.getJson(`/v1/gamecenter/${game.id}/boxscore`, nhlBoxScoreAnswer)),
      );
      const namedKey = `nhl:goalies-named:${game.id}:`;
      const before = await cache.get(namedKey, { ttlSeconds: NAMED_TTL_SECONDS }, async () => NONE_SAID);
      const now: Announcements = {
        home: followAnnouncement(before.home, flagged.home),
        visitor: followAnnouncement(before.visitor, flagged.visitor),
      };
      if (now.home !== before.home || now.visitor !== before.visitor) {
        await cache.delete(namedKey);
        await cache.get(namedKey, { ttlSeconds: NAMED_TTL_SECONDS }, async () => now);
      }
      return now;
    } catch (error) {
      log.warn({ err: error, provider: PROVIDER, game: game.id }, 'the starting goalies could not be read');
      return undefined;
    }
  }
}
