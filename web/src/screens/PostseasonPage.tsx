import type { League, Postseason, PostseasonSeries, PostseasonSide, SeriesGame } from '@guide/common/sports';
import { monogramOf } from '@guide/common/team-colours';
import { useEffect } from 'react';
import { LoadFailure, failureText } from '../components/LoadFailure';
import { LoadingDots } from '../components/LoadingDots';
import { PageHead } from '../components/PageHead';
import { formatSeasonDay } from '../lib/format';
import { Link, useLocation, useSearchParams } from '../lib/router';
import { teamKey } from '../lib/spoilers';
import { statusText } from '../features/sports/scoreboard';
import { gameHref, postseasonHref, TeamLink } from '../features/sports/sports-links';
import { seasonFromSearch, usePostseason } from '../features/sports/sports-api';
import { preloadTeamColours, TeamMonogram } from '../features/sports/TeamMonogram';
import '../features/sports/sports.css';
import './postseason.css';

/** What each league calls it. */
const TITLE: Record<League, string> = { MLB: 'postseason', NHL: 'playoffs' };

/** /mlb/postseason and /nhl/playoffs (`?season=`): every series by round, with its games played and to play. */
export default function PostseasonPage() {
  const league: League = useLocation().pathname.startsWith('/nhl/') ? 'NHL' : 'MLB';
  const [search] = useSearchParams();
  const season = seasonFromSearch(search);
  const postseason = usePostseason(league, season);
  useEffect(() => preloadTeamColours(), []);
  const data = postseason.data;
  return (
    <div className="page postseason-page">
      {data ? (
        <PageHead
          title={`${league} ${TITLE[league]} ${data.seasonName}`}
          description={`The ${data.seasonName} ${league} ${TITLE[league]}: every series by round, with its games, results and what is still to play.`}
          path={postseasonHref(league, season ? Number(season) : undefined)}
        />
      ) : (
        <PageHead title={`${league} ${TITLE[league]}`} noindex={postseason.isError} />
      )}
      <h1>
        {league} {TITLE[league]}
        {data ? ` ${data.seasonName}` : ''}
      </h1>
      {postseason.isPending && <LoadingDots />}
      {postseason.isError && (
        <LoadFailure retry={postseason} subject={TITLE[league]}>
          The {TITLE[league]} could not be loaded. {failureText(postseason.error)}
        </LoadFailure>
      )}
      {data && <PostseasonRounds postseason={data} />}
    </div>
  );
}

function PostseasonRounds({ postseason }: { postseason: Postseason }) {
  const { league, season, rounds, champion, note } = postseason;
  const name = (year: number) => (league === 'MLB' ? String(year) : `${year - 1}–${String(year).slice(2)}`);
  return (
    <>
      <nav className="postseason-seasons" aria-label="Other seasons">
        <Link to={postseasonHref(league, season - 1)}>← {name(season - 1)}</Link>
        <Link to={postseasonHref(league, season + 1)}>{name(season + 1)} →</Link>
      </nav>
      {note && <p className="postseason-note">{note}</p>}
      {champion && (
        <p className="postseason-champion">
          Champion: <TeamMonogram league={league} id={champion.id} name={champion.name} />{' '}
          <TeamLink league={league} team={champion} />
        </p>
      )}
      {rounds.length > 0 && (
        <div className="postseason-rounds">
          {rounds.map((round, i) => (
            <section key={round.name} className="postseason-round" aria-labelledby={`round-${i}`}>
              <h2 id={`round-${i}`}>{round.name}</h2>
              <ul className="series-list">
                {round.series.map((s, j) => (
                  <SeriesCard key={`${s.round}-${j}`} league={league} series={s} />
                ))}
              </ul>
            </section>
          ))}
        </div>
      )}
    </>
  );
}

/** One series: both sides with their seeds and wins, where it stands, and its games. */
function SeriesCard({ league, series }: { league: League; series: PostseasonSeries }) {
  const teams = [series.higher, series.lower].filter((s): s is PostseasonSide => s !== null);
  const title =
    series.group && !series.round.startsWith(series.group) ? `${series.round}, ${series.group}` : series.round;
  return (
    // The wins and results tell how a followed team fared: spoiler-free mode hides them (decision 0165).
    <li className="tile series-card" data-spoiler-teams={teams.map((t) => teamKey(league, t.team.id)).join(' ')}>
      <h3 className="series-title">
        {title} <span className="muted">· best of {series.bestOf}</span>
      </h3>
      <ul className="series-sides">
        {[series.higher, series.lower].map((side, i) => (
          <li key={i} className={side && series.winner?.id === side.team.id ? 'series-side winner' : 'series-side'}>
            {side ? (
              <>
                <TeamMonogram league={league} id={side.team.id} name={side.team.name} />
                <span className="series-team">
                  {side.seed !== null && <span className="series-seed">{side.seed}</span>}
                  <TeamLink league={league} team={side.team} />
                </span>
                <span className="series-wins" data-spoiler>
                  {side.wins}
                </span>
              </>
            ) : (
              <span className="muted">To be decided</span>
            )}
          </li>
        ))}
      </ul>
      <p className="series-status" data-spoiler>
        {series.status}
      </p>
      {series.games.length > 0 ? (
        <ol className="series-games">
          {series.games.map((g) => (
            <SeriesGameRow key={g.number} league={league} game={g} />
          ))}
        </ol>
      ) : (
        <p className="muted">The provider lists no games for this series.</p>
      )}
    </li>
  );
}

function SeriesGameRow({ league, game: row }: { league: League; game: SeriesGame }) {
  const { game } = row;
  const day = row.date ? formatSeasonDay(league, row.date) : 'not listed by the provider';
  if (!game) {
    return (
      <li className="series-game">
        <span className="series-game-number">Game {row.number}</span> <span className="muted">{day}</span>
        {row.ifNecessary && <span className="series-if-necessary"> · if necessary</span>}
      </li>
    );
  }
  const label = `Game ${row.number}: ${game.visitor.name} at ${game.home.name}`;
  const begun = game.home_score !== null && game.visitor_score !== null;
  const letters = (team: { id: number; name: string }) => monogramOf(league, team.id, team.name).text;
  return (
    <li className="series-game">
      <Link to={gameHref(league, game.id)} aria-label={label} className="series-game-number">
        Game {row.number}
      </Link>{' '}
      <span className="muted">{day}</span>
      {row.ifNecessary && <span className="series-if-necessary"> · if necessary</span>}{' '}
      <span className="series-game-result">
        {begun && (
          <span data-spoiler>
            {letters(game.visitor)} {game.visitor_score}, {letters(game.home)} {game.home_score}{' '}
          </span>
        )}
        <span>{statusText(league, game)}</span>
      </span>
    </li>
  );
}
