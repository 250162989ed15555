import type { League, LeagueCalendar } from '@guide/common/sports';
import type { MouseEvent } from 'react';
import { LoadFailure, failureText, type Retryable } from '../../components/LoadFailure';
import { formatLocalTime, formatSeasonDay } from '../../lib/format';
import { Link } from '../../lib/router';
import { gameHref, postseasonHref, TeamLink } from './sports-links';

/**
 * What a league's section (GamesSection.tsx) shows when it has no games to show: lazy parts of
 * it, whose code comes after the first script (docs/decisions/0225).
 */

/** A failed list says so with Retry (issue 18 replaces spec section 8's "only logged"). */
export function GamesFailure({ league, games }: { league: League; games: Retryable & { error: Error | null } }) {
  return (
    <LoadFailure retry={games} subject={`${league} games`}>
      The {league} games could not be loaded. {failureText(games.error)}
    </LoadFailure>
  );
}

type OffSeasonFacts = NonNullable<LeagueCalendar['offSeason']>;

/** A day without games: where the next ones are, and between two seasons, the last one's champion and the next one's start. */
export function NoGames({
  league,
  day,
  nextDay,
  offSeason,
  setDay,
  hrefOf,
}: {
  league: League;
  day: string;
  nextDay: string | undefined;
  offSeason: OffSeasonFacts | null | undefined;
  setDay: (day: string) => void;
  hrefOf: (day: string) => string;
}) {
  return (
    <div className="games-empty">
      <p className="muted">
        {offSeason
          ? `No ${league} games: it is the off-season.`
          : `No ${league} games on ${formatSeasonDay(league, day)}.`}
      </p>
      {offSeason && <OffSeason league={league} offSeason={offSeason} setDay={setDay} hrefOf={hrefOf} />}
      {nextDay && !offSeason?.firstGame && (
        <p>
          <a className="day-button" href={hrefOf(nextDay)} onClick={(e) => follow(e, () => setDay(nextDay))}>
            Next games: {formatSeasonDay(league, nextDay)}
          </a>
        </p>
      )}
    </div>
  );
}

/** A link that moves in place with script (a plain click), and is an ordinary link without. */
function follow(event: MouseEvent, move: () => void) {
  if (event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0) return;
  event.preventDefault();
  move();
}

/** Between two seasons: who won the last one, and when the next one starts. */
function OffSeason({
  league,
  offSeason: { champion, firstGame },
  setDay,
  hrefOf,
}: {
  league: League;
  offSeason: OffSeasonFacts;
  setDay: (day: string) => void;
  hrefOf: (day: string) => string;
}) {
  return (
    <dl className="off-season">
      {champion && (
        <>
          <dt>{champion.season} champions</dt>
          <dd>
            <TeamLink league={league} team={champion.team} date={champion.game.date} /> ·{' '}
            <Link to={gameHref(league, champion.game.id)}>
              {champion.game.description}, {formatSeasonDay(league, champion.game.date)}
            </Link>{' '}
            · <Link to={postseasonHref(league, Number(champion.game.date.slice(0, 4)))}>the bracket</Link>
          </dd>
        </>
      )}
      {firstGame && (
        <>
          <dt>Next season</dt>
          <dd>
            <a href={hrefOf(firstGame.date)} onClick={(e) => follow(e, () => setDay(firstGame.date))}>
              {formatSeasonDay(league, firstGame.date)}
            </a>
            , {formatLocalTime(firstGame.gametime)}: <TeamLink league={league} team={firstGame.visitor} /> at{' '}
            <TeamLink league={league} team={firstGame.home} />
          </dd>
        </>
      )}
    </dl>
  );
}
