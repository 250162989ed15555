import type { Game, League } from '@guide/common/sports';
import { useEffect } from 'react';
import { useDayParam } from '../../lib/day-param';
import { DaySwitcher } from '../../components/DaySwitcher';
import { LoadFailure, failureText } from '../../components/LoadFailure';
import { LoadingDots } from '../../components/LoadingDots';
import { PlaceholderTiles } from '../../components/PlaceholderTiles';
import { SignInHint } from '../../components/SignInHint';
import { useFavouriteTeams } from '../../lib/user-data-api';
import { formatDayTitle, formatLocalTime } from '../../lib/format';
import { GameTiles } from './GameTile';
import { isLive, playOrder } from './scoreboard';
import { preloadTeamColours } from './TeamMonogram';
import { useGames, useNextGames } from './sports-api';
import './sports.css';

/**
 * A league's games for one day (the address's `?date=`, else the viewer's today), with Prev and
 * Next day buttons; `followHint` tells a visitor below the tiles that teams can be followed.
 */
export function GamesSection({
  league,
  title = league,
  followHint = false,
}: {
  league: League;
  title?: string;
  followHint?: boolean;
}) {
  const [day, setDay, hrefOf] = useDayParam();
  const games = useGames(league, day);
  // The tiles' monogram colours are fetched while the games are.
  useEffect(() => preloadTeamColours(), []);
  const empty = games.isSuccess && games.data.length === 0;
  // Only NHL offers a way out of an empty day: its season has long breaks mid-calendar.
  const next = useNextGames(league, day, empty && league === 'NHL');
  const nextDay = next.data?.[0]?.date;
  const headingId = `${league.toLowerCase()}-heading`;
  // A logged-in user's teams come first; then, for everyone, live games, those still to come, the finals (by start time within each).
  const { follows } = useFavouriteTeams();
  const isFavourite = (g: Game) => follows(league, g.home.id) || follows(league, g.visitor.id);
  const ordered = games.data
    ? [...games.data].sort((a, b) => Number(isFavourite(b)) - Number(isFavourite(a)) || playOrder(a) - playOrder(b))
    : [];

  return (
    <section className="section games-section" aria-labelledby={headingId}>
      <div className="section-heading">
        <h2 id={headingId}>{title}</h2>
        <DaySwitcher day={day} onChange={setDay} subject={`${league} day`} hrefOf={hrefOf} />
      </div>
      {games.isPending && (
        <>
          <div className="games-asof">
            <LoadingDots label={`Loading ${league} games`} />
          </div>
          <PlaceholderTiles count={6} gridClass="game-grid" tileClass="game-placeholder" />
        </>
      )}
      {/* A failed list says so with Retry (issue 18 replaces spec section 8's "only logged"). */}
      {games.isError && (
        <LoadFailure retry={games} subject={`${league} games`}>
          The {league} games could not be loaded. {failureText(games.error)}
        </LoadFailure>
      )}
      {empty && (
        <div className="games-empty">
          <p className="muted">
            No {league} games on {formatDayTitle(day)}.
          </p>
          {nextDay && (
            <button type="button" onClick={() => setDay(nextDay)}>
              Next games: {formatDayTitle(nextDay)}
            </button>
          )}
        </div>
      )}
      {games.isSuccess && games.data.length > 0 && (
        <>
          <p className="games-asof">
            {games.data.some(isLive) ? 'Live scores as of ' : 'Scores as of '}
            <time dateTime={new Date(games.dataUpdatedAt).toISOString()}>
              {formatLocalTime(new Date(games.dataUpdatedAt).toISOString())}
            </time>
          </p>
          <GameTiles league={league} games={ordered} isFavourite={isFavourite} />
          {/* Where a logged-in user has a star beside each team. */}
          {followHint && (
            <SignInHint>
              to follow teams with the star beside their names: their games then come first, on Tonight and in your
              calendar.
            </SignInHint>
          )}
        </>
      )}
    </section>
  );
}
