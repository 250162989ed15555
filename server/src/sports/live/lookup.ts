import { ProviderNotFound } from '../../errors';
import type { CacheLookup } from '../../providers/provider-cache';
import { asGuess } from '../../providers/request-budget';
import { gamesTtlSeconds } from '../live-policy';
import type { GameLookup, SummaryLookup } from '../sources';
import type { GameIds } from './game-ids';

/** How long "no such game" is remembered: asking again costs no call, and a new game shows within minutes. */
export const UNKNOWN_TTL_SECONDS = 600;
/** How long "that game was canceled" is remembered. */
const GONE_TTL_SECONDS = 3600;

type Unknown = { kind: 'unknown' };

/**
 * Makes the call that asks the provider about the game itself: as a guess when no stored day
 * lists it. Other calls of the load (a shared list of team names) are not the game's guess.
 */
export type AskAboutGame = <R>(call: () => Promise<R>) => Promise<R>;

/** A game, and a game's summary, stay fresh as long as the game stays as it is: seconds while live, hours once final. */
export const freshGameFor = (found: GameLookup) => (found.kind === 'game' ? gamesTtlSeconds([found.game]) : 0);
export const freshSummaryFor = (found: SummaryLookup) =>
  found.kind === 'summary' ? gamesTtlSeconds([found.summary.game]) : 0;

/**
 * One game's answer by id (the game, or its summary) through the shared cache, so every instance
 * sees what one learned. An id no game can have is unknown without a call. For an id no stored
 * day lists, the call about the game itself (`askAboutGame`) is a guess (a few per client:
 * rate-limiter.ts); the load's other calls are not. The provider's 404 is
 * remembered as unknown for minutes, a canceled game for an hour, a game as long as its state
 * stays true (`freshFor`); any other failure is a failure, and nothing is remembered of it.
 */
export async function lookUpGameById<T extends { kind: string }>(
  cache: CacheLookup,
  ids: GameIds,
  key: string,
  id: number,
  freshFor: (found: T) => number,
  load: (askAboutGame: AskAboutGame) => Promise<T>,
): Promise<T | Unknown> {
  if (!ids.couldExist(id)) return { kind: 'unknown' };
  return cache.get<T | Unknown>(
    key,
    {
      ttlSeconds: (found) =>
        found.kind === 'unknown'
          ? UNKNOWN_TTL_SECONDS
          : found.kind === 'gone'
            ? GONE_TTL_SECONDS
            : freshFor(found as T),
      // An expired "unknown" is asked again by the request (one of its client's guesses), not
      // refreshed behind it: a scan repeated ten minutes later meets the same per-client limit.
      revalidateSeconds: (found) => (found.kind === 'unknown' ? 0 : undefined),
    },
    async () => {
      try {
        const listed = await ids.listed(id);
        return await load((call) => (listed ? call() : asGuess(call)));
      } catch (error) {
        if (error instanceof ProviderNotFound) return { kind: 'unknown' };
        throw error;
      }
    },
  );
}
