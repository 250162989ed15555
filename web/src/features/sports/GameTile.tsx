import { hasBegun, isSettled, type Game, type League } from '@guide/common/sports';
import { useRef, useState } from 'react';
import { Link } from '../../lib/router';
import { gameKey, revealGame, teamKey, useGameRevealed } from '../../lib/spoilers';
import { formatDayTitle, formatSeasonDay } from '../../lib/format';
import { isInterrupted, isLive, periodName, statusText, winnerOf } from './scoreboard';
import { SeriesLine, seriesTally, seriesTitle } from './SeriesLine';
import { lazyPart } from '../../components/lazyPart';
import { TeamRecord } from './GameExtras';
import { gameHref, TeamLink } from './sports-links';
import { TeamMonogram } from './TeamMonogram';

// Drawn for logged-in users only: its code comes after the app's.
const FollowTeamButton = lazyPart(() => import('./FollowTeamButton').then((m) => m.FollowTeamButton));
// Who starts is below a tile's teams and only before the game: its code comes after the first script.
const Starters = lazyPart(() => import('./Starters').then((m) => m.Starters));
// The Update button answers once its code, which comes after the first script, is here.
const GameUpdate = lazyPart(() => import('./GameUpdate').then((m) => m.GameUpdate));

interface GameTileProps {
  league: League;
  game: Game;
  /** On a team page: that team's id, so its home games are marked. */
  homeTeamOf?: number;
  /** A game of a team the user follows: marked, and listed first by the section. */
  favourite?: boolean;
}

/**
 * One game as a scoreboard tile: the season label when it is not the regular season, both
 * teams with their monograms and, once play starts, their scores (the winner's row stands out
 * on a final), a LIVE marker with the inning or period, and an Update button only while the
 * game is worth updating.
 */
export function GameTile({ league, game, homeTeamOf, favourite = false }: GameTileProps) {
  const [updated, setUpdated] = useState(false);
  // No scores for a game not begun on this day (or called off before it began).
  const showScores = hasBegun(game.status);
  const interrupted = isInterrupted(game);
  const isHome = homeTeamOf !== undefined && game.home.id === homeTeamOf;
  const live = isLive(game);
  const winner = winnerOf(game);
  const season = seriesTitle(game);
  // A series' tally is hidden in spoiler-free mode like a score, and revealed with it.
  const hasSpoiler = showScores || seriesTally(game) !== null;
  const matchup = `${game.visitor.name} at ${game.home.name}`;
  const statusRef = useRef<HTMLSpanElement>(null);
  // Spoiler-free mode hides the score of a followed team's game until it is revealed (lib/spoilers.ts).
  const spoilerKey = gameKey(league, game.id);
  const revealed = useGameRevealed(spoilerKey);

  const onUpdated = (fresh: Game) => {
    setUpdated(true);
    // The button vanishes when the game turned final: focus its result, the status, instead.
    if (isSettled(fresh.status)) requestAnimationFrame(() => statusRef.current?.focus());
  };

  const team = (side: 'visitor' | 'home') => {
    const t = game[side];
    const score = side === 'home' ? game.home_score : game.visitor_score;
    const won = winner === side;
    return (
      <li className={`game-team${won ? ' winner' : ''}${winner && !won ? ' loser' : ''}`}>
        <TeamMonogram league={league} id={t.id} name={t.name} />
        <span className="game-team-name">
          <TeamLink league={league} team={t} date={game.date} />
          <span className="visually-hidden">{side === 'home' ? ' (home)' : ' (visitor)'}</span>
          <TeamRecord league={league} game={game} side={side} />
          {won && (
            <span className="visually-hidden" data-spoiler>
              {' '}
              (winner)
            </span>
          )}
          <FollowTeamButton league={league} id={t.id} name={t.name} />
        </span>
        {showScores && (
          <span className="game-score" data-spoiler>
            {score ?? 0}
          </span>
        )}
      </li>
    );
  };

  // The day (team pages span several days) and the season label share the tile's top line.
  const hasTop = homeTeamOf !== undefined || season !== null || isHome || favourite;
  return (
    <li
      className={`tile game-tile${live ? ' live' : ''}${favourite ? ' favourite' : ''}${updated ? ' updated' : ''}`}
      data-game-id={game.id}
      data-spoiler-game={spoilerKey}
      data-spoiler-teams={`${teamKey(league, game.visitor.id)} ${teamKey(league, game.home.id)}`}
      data-revealed={revealed ? '' : undefined}
    >
      {hasTop && (
        <div className="game-top">
          <span className="game-description">
            {homeTeamOf !== undefined && <span className="game-day">{formatSeasonDay(league, game.date)}</span>}
            {homeTeamOf !== undefined && season && ' · '}
            <SeriesLine game={game} />
          </span>
          {isHome && <span className="game-badge">Home</span>}
          {favourite && <span className="game-badge your-team">Your team</span>}
        </div>
      )}
      <ul className="game-teams" aria-label={matchup}>
        {team('visitor')}
        {team('home')}
      </ul>
      <Starters game={game} layout="tile" />
      {/* A game off its usual course says why, in the provider's words, and where it went. */}
      {interrupted && (game.detail || game.new_date) && (
        <p className="game-detail">
          {[game.detail, game.new_date && `moved to ${formatDayTitle(game.new_date)}`].filter(Boolean).join(', ')}
        </p>
      )}
      <div className="game-bottom">
        {live && (
          <span className="live-badge" title={`${periodName(league)} in play`}>
            LIVE
          </span>
        )}
        <span className="game-status" ref={statusRef} tabIndex={-1} title={game.detail}>
          {statusText(league, game)}
        </span>
        {game.network && (
          <span className="game-network" title="Main network">
            <span className="visually-hidden">on </span>
            {game.network}
          </span>
        )}
        <span className="game-bottom-end">
          {hasSpoiler && (
            <button
              type="button"
              className="spoiler-reveal"
              onClick={() => revealGame(spoilerKey)}
              aria-label={`Reveal the score of ${matchup}`}
            >
              Reveal score
            </button>
          )}
          {/* The tile's own link to the game's page (a link of its own: the tile holds other links and buttons). */}
          <Link className="game-link" to={gameHref(league, game.id)} aria-label={`Details of ${matchup}`}>
            Details
          </Link>
          <GameUpdate league={league} game={game} matchup={matchup} onUpdated={onUpdated} />
        </span>
      </div>
    </li>
  );
}

export function GameTiles({
  league,
  games,
  homeTeamOf,
  isFavourite,
}: {
  league: League;
  games: Game[];
  homeTeamOf?: number;
  isFavourite?: (game: Game) => boolean;
}) {
  return (
    <ul className="tile-grid game-grid">
      {games.map((g) => (
        <GameTile
          key={`${g.id}:${g.date}`}
          league={league}
          game={g}
          homeTeamOf={homeTeamOf}
          favourite={isFavourite?.(g) ?? false}
        />
      ))}
    </ul>
  );
}
