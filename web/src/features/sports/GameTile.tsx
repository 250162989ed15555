import { gameStatusText, isFinal, type Game, type League } from '@guide/common/sports';
import { useState } from 'react';
import { Link } from 'react-router';
import { formatDayTitle } from '../../lib/format';
import { useGameUpdater } from './sports-api';

interface GameTileProps {
  league: League;
  game: Game;
  /** On a team page: that team's id, so its home games are marked. */
  homeTeamOf?: number;
}

/** One game: description, teams, scores once it is no longer Scheduled, status text and an 'update' button. */
export function GameTile({ league, game, homeTeamOf }: GameTileProps) {
  const update = useGameUpdater(league);
  const [state, setState] = useState<'idle' | 'updating' | 'updated'>('idle');
  const showScores = game.status !== 'Scheduled';
  const isHome = homeTeamOf !== undefined && game.home.id === homeTeamOf;

  const onUpdate = () => {
    setState('updating');
    update(game).then(
      () => setState('updated'),
      () => setState('idle'),
    );
  };

  const team = (side: 'visitor' | 'home') => {
    const t = game[side];
    const score = side === 'home' ? game.home_score : game.visitor_score;
    return (
      <li className="game-team">
        <span className="game-team-name">
          {league === 'MLB' ? <Link to={`/mlb/${t.id}`}>{t.name}</Link> : t.name}
          <span className="visually-hidden">{side === 'home' ? ' (home)' : ' (visitor)'}</span>
        </span>
        {showScores && <span className="game-score">{score ?? 0}</span>}
      </li>
    );
  };

  return (
    <li className={`tile game-tile${state === 'updated' ? ' updated' : ''}`} data-game-id={game.id}>
      <div className="game-top">
        <span className="game-description">
          {/* Lists that span several days (a team page) say which day each game is on. */}
          {homeTeamOf !== undefined && <span className="game-day">{formatDayTitle(game.date)} · </span>}
          {game.description}
        </span>
        {isHome && <span className="game-badge">Home</span>}
      </div>
      <ul className="game-teams">
        {team('visitor')}
        {team('home')}
      </ul>
      <div className="game-bottom">
        <span className="game-status">{gameStatusText(league, game)}</span>
        {state === 'updated' && <span className="game-updated">Updated</span>}
        {!isFinal(game.status) && (
          <button type="button" className="game-update" onClick={onUpdate} disabled={state !== 'idle'}>
            update
          </button>
        )}
      </div>
    </li>
  );
}

export function GameTiles({ league, games, homeTeamOf }: { league: League; games: Game[]; homeTeamOf?: number }) {
  return (
    <ul className="tile-grid game-grid">
      {games.map((g) => (
        <GameTile key={g.id} league={league} game={g} homeTeamOf={homeTeamOf} />
      ))}
    </ul>
  );
}
