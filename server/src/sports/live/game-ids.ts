import type { Clock } from '../../clock';
import type { League } from '../../reference/teams';

/** More digits than any gamePk: they have six today (716608 in 2023) and grow by about 30,000 a year. */
const MLB_GAME_PK_BELOW = 10_000_000;
/** The NHL's first season. */
const FIRST_NHL_SEASON = 1917;

/**
 * Whether a provider could have a game with this id, read from the id's shape alone. MLB
 * gamePks are positive integers of at most seven digits; NHL game ids are SSSSTTNNNN: the
 * season's first year (1917 to next year's), the game type (01 preseason, 02 regular season,
 * 03 playoffs, 04 all-star) and a number from 0001. An id of another shape is no game's, so no
 * provider is asked about it.
 */
export function couldBeGameId(league: League, id: number, now: Date): boolean {
  if (!Number.isSafeInteger(id) || id <= 0) return false;
  if (league === 'MLB') return id < MLB_GAME_PK_BELOW;
  const season = Math.floor(id / 1_000_000);
  const type = Math.floor(id / 10_000) % 100;
  const number = id % 10_000;
  return season >= FIRST_NHL_SEASON && season <= now.getUTCFullYear() + 1 && type >= 1 && type <= 4 && number >= 1;
}

/**
 * What a live source knows of a league's game ids before asking its provider: whether an id
 * could be a game's at all, and whether a day we have stored lists it (an id no stored day
 * lists may still be a real game, but asking for it is a guess, and guesses are few per client).
 */
export class GameIds {
  constructor(
    readonly league: League,
    private readonly clock: Clock,
    private readonly listedIn: (league: League, id: number) => Promise<boolean>,
  ) {}

  couldExist(id: number): boolean {
    return couldBeGameId(this.league, id, this.clock.now());
  }

  /** Whether a stored day lists the game; when the database cannot say, it is treated as a guess. */
  async listed(id: number): Promise<boolean> {
    return this.listedIn(this.league, id).catch(() => false);
  }
}
