import { addDays } from '@guide/common/days';
import type { Game, League } from '@guide/common/sports';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { useDayParam } from '../../lib/day-param';
import { Link } from '../../lib/router';
import { DaySwitcher } from '../../components/DaySwitcher';
import { lazyPart } from '../../components/lazyPart';
import { LoadingDots } from '../../components/LoadingDots';
import { PlaceholderTiles } from '../../components/PlaceholderTiles';
import { SignInHint } from '../../components/SignInHint';
import { useFavouriteTeams } from '../../lib/user-data';
import { formatLocalTime, formatSeasonDay } from '../../lib/format';
import { GameTiles } from './GameTile';
import { isLive, playOrder } from './scoreboard';
import { preloadTeamColours } from './TeamMonogram';
import { gameDayQueries, useGames, useLeagueCalendar } from './games-api';
import { postseasonHref, standingsHref } from './sports-links';
import './sports.css';

// What a section shows instead of games (a failure, a day without any, the off-season): its code
// comes after the app's; the server draws it in place meanwhile (docs/decisions/0225).
const GamesFailure = lazyPart(() => import('./GamesMissing').then((m) => m.GamesFailure));
const NoGames = lazyPart(() => import('./GamesMissing').then((m) => m.NoGames));

/**
 * A league's games for one day (the address's `dayParam`, else `?date=`, else the viewer's today),
 * with Prev and Next buttons that go to the league's game days either side, and between two seasons
 * it says so, with last season's champion and the next season's first game. `followHint` tells a
 * visitor below the tiles that teams can be followed.
 */
export function GamesSection({
  league,
  title = league,
  followHint = false,
  dayParam = 'date',
  moreLink,
}: {
  league: League;
  title?: string;
  followHint?: boolean;
  /** The address's parameter holding this section's day (each league's own on the landing). */
  dayParam?: string;
  /** A page with more of the league, linked beside the heading. */
  moreLink?: { to: string; text: string };
}) {
  const [day, setDay, hrefOf] = useDayParam(dayParam);
  const games = useGames(league, day);
  // The tiles' monogram colours are fetched while the games are.
  useEffect(() => preloadTeamColours(), []);
  const empty = games.isSuccess && games.data.length === 0;
  // Where the league's games are either side, so Prev and Next skip days without any (a season's
  // last day's Next goes to the next season). A day without games asks at once, the server's page
  // included: it explains the off-season. A day with games asks only when Prev or Next is pressed
  // (`moveDay`): a reading can cost the offline world a season's play, and most visits press neither.
  const calendar = useLeagueCalendar(league, day, empty);
  const client = useQueryClient();
  // The day a press still on its way is going to: a second press before the first has read its
  // calendar moves on from there, so two quick presses of Next go two game days on, not one.
  const moving = useRef<Promise<string> | undefined>(undefined);
  const moveDay = (adjacent: string) => {
    const forward = adjacent > day;
    const step = (moving.current ?? Promise.resolve(day)).then(async (from) => {
      const known =
        (from === day ? calendar.data : undefined) ??
        (await client.fetchQuery(gameDayQueries.calendar(league, from)).catch(() => undefined));
      const gameDay = forward ? known?.nextGameDay : known?.previousGameDay;
      // Without an answer (a failed reading, or no games in sight), the day either side.
      const target = gameDay ?? addDays(from, forward ? 1 : -1);
      setDay(target);
      return target;
    });
    moving.current = step;
    void step.finally(() => {
      if (moving.current === step) moving.current = undefined;
    });
  };
  const nextDay = calendar.data?.nextGameDay ?? undefined;
  const offSeason = calendar.data?.offSeason;
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
        {moreLink && (
          <Link className="section-more" to={moreLink.to}>
            {moreLink.text}
          </Link>
        )}
        <Link className="section-more" to={standingsHref(league, day)}>
          {league} standings
        </Link>
        <DaySwitcher
          day={day}
          onChange={moveDay}
          subject={`${league} day`}
          hrefOf={hrefOf}
          title={formatSeasonDay(league, day)}
          previousDay={calendar.data?.previousGameDay ?? undefined}
          nextDay={nextDay}
        />
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
      {games.isError && <GamesFailure league={league} games={games} />}
      {empty && (
        <NoGames league={league} day={day} nextDay={nextDay} offSeason={offSeason} setDay={setDay} hrefOf={hrefOf} />
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
          {/* During the postseason: the whole bracket, from the day's series games. */}
          {games.data.some((g) => g.series) && (
            <p className="postseason-link">
              <Link to={postseasonHref(league)}>
                {league === 'MLB' ? 'The MLB postseason: every series' : 'The NHL playoffs: every series'}
              </Link>
            </p>
          )}
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
