import { formatTeamRecord, isFinal, type Game, type League } from '@guide/common/sports';

/**
 * What a game carries beside its teams: each club's record (W-L, NHL W-L-OT; who starts is in
 * Starters.tsx). A final's record counts the game, so it is a spoiler like the score.
 */

/** A club's record on a tile row; nothing when the source gave none. */
export function TeamRecord({ league, game, side }: { league: League; game: Game; side: 'home' | 'visitor' }) {
  const record = side === 'home' ? game.home_record : game.visitor_record;
  if (!record) return null;
  return (
    <span className="game-record" data-spoiler={isFinal(game.status) ? '' : undefined}>
      <span className="visually-hidden">, record </span>
      {formatTeamRecord(league, record)}
    </span>
  );
}
