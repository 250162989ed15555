import { formatTeamRecord, isFinal, type Game, type League } from '@guide/common/sports';

/** The game page's line of both clubs' records, visitor first; nothing when the source gave none. */
export function TeamRecords({ league, game }: { league: League; game: Game }) {
  const { visitor_record: visitor, home_record: home } = game;
  if (!visitor && !home) return null;
  const parts = [
    visitor && `${game.visitor.name} ${formatTeamRecord(league, visitor)}`,
    home && `${game.home.name} ${formatTeamRecord(league, home)}`,
  ].filter(Boolean);
  return (
    <p className="game-records muted" data-spoiler-block={isFinal(game.status) ? '' : undefined}>
      <span className="visually-hidden">Records: </span>
      {parts.join(' · ')}
    </p>
  );
}
