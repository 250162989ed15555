import type {
  Broadcast,
  GameSummary,
  LineScorePeriod,
  MlbGameSummary,
  NhlGameSummary,
  OnTv,
} from '@guide/common/game-summary';
import { hasBegun, isFinal, type League } from '@guide/common/sports';
import { useEffect } from 'react';
import { LoadFailure, NotFound, failureText, isNotFound } from '../components/LoadFailure';
import { LoadingDots } from '../components/LoadingDots';
import { PageHead } from '../components/PageHead';
import { formatDayTitle, formatLocalTime, formatSeasonDay, localToday } from '../lib/format';
import { absoluteUrl, usePublicOrigin } from '../lib/public-origin';
import { href, Link, useLocation, useParams } from '../lib/router';
import { useHidesGame } from '../lib/hidden-scores';
import { gameKey, revealGame, teamKey, useGameRevealed } from '../lib/spoilers';
import * as paths from '../paths';
import { gameDescription, gameHeadline, gameStructuredData } from '../features/sports/game-head';
import { isLive, statusText } from '../features/sports/scoreboard';
import { SeriesLine, seriesTally, seriesTitle } from '../features/sports/SeriesLine';
import { FollowTeamToggle } from '../features/sports/FollowTeamButton';
import { preloadTeamColours, TeamMonogram } from '../features/sports/TeamMonogram';
import { BoxScoreSection } from '../features/sports/BoxScore';
import { TeamRecords } from '../features/sports/TeamRecords';
import { Starters } from '../features/sports/Starters';
import { useGameSummary } from '../features/sports/sports-api';
import { TeamLink, teamHref } from '../features/sports/sports-links';
import { TeamTableName } from '../features/sports/TeamTableName';
import '../features/sports/sports.css';
import './game-page.css';

/** /mlb/game/{id} and /nhl/game/{id}: one game in full, and where to watch it. */
export default function GamePage() {
  const league: League = useLocation().pathname.startsWith('/nhl/') ? 'NHL' : 'MLB';
  const { id } = useParams(league === 'MLB' ? paths.mlbGame : paths.nhlGame);
  const summary = useGameSummary(league, id);
  useEffect(() => preloadTeamColours(), []);
  const unknown = summary.isError && isNotFound(summary.error);
  return (
    <div className="page game-page">
      {summary.data ? (
        <GameHead summary={summary.data} />
      ) : (
        <PageHead title={unknown ? 'Game not found' : `${league} game`} noindex={summary.isError} />
      )}
      {summary.isPending && <LoadingDots />}
      {unknown && <NotFound title="Game not found">{failureText(summary.error)}</NotFound>}
      {summary.isError && !unknown && (
        <LoadFailure retry={summary} subject="game">
          The game could not be loaded. {failureText(summary.error)}
        </LoadFailure>
      )}
      {summary.data && <GameDetails summary={summary.data} />}
    </div>
  );
}

/** The game's title, description and schema.org event, with its score once play has begun. */
function GameHead({ summary }: { summary: GameSummary }) {
  const origin = usePublicOrigin();
  const { game, league } = summary;
  const path = href(league === 'MLB' ? paths.mlbGame : paths.nhlGame, { id: game.id });
  const teamPath = (id: number) => absoluteUrl(origin, href(league === 'MLB' ? paths.mlbTeam : paths.nhlTeam, { id }));
  // Spoiler-free: the tab's title loses the score too (the stylesheet cannot reach it).
  const hidden = useHidesGame(league, game);
  return (
    <PageHead
      title={hidden ? `${game.visitor.name} at ${game.home.name}` : gameHeadline(league, game)}
      description={gameDescription(summary)}
      path={path}
      structuredData={gameStructuredData(summary, absoluteUrl(origin, path), teamPath)}
    />
  );
}

function GameDetails({ summary }: { summary: GameSummary }) {
  const { game, league } = summary;
  const live = isLive(game);
  const begun = hasBegun(game.status);
  const season = seriesTitle(game);
  const teamLink = (team: { id: number; name: string }) => <TeamLink league={league} team={team} date={game.date} />;
  const spoilerKey = gameKey(league, game.id);
  const revealed = useGameRevealed(spoilerKey);
  return (
    <div
      data-spoiler-game={spoilerKey}
      data-spoiler-teams={`${teamKey(league, game.visitor.id)} ${teamKey(league, game.home.id)}`}
      data-revealed={revealed ? '' : undefined}
    >
      <h1 className="game-heading">
        <span className="game-heading-team">
          <TeamMonogram league={league} id={game.visitor.id} name={game.visitor.name} />
          {teamLink(game.visitor)}
        </span>{' '}
        <span className="game-heading-at">at</span>{' '}
        <span className="game-heading-team">
          <TeamMonogram league={league} id={game.home.id} name={game.home.name} />
          {teamLink(game.home)}
        </span>
      </h1>
      <div className="follow-bar">
        <FollowTeamToggle league={league} id={game.visitor.id} name={game.visitor.name} withName />
        <FollowTeamToggle league={league} id={game.home.id} name={game.home.name} withName />
      </div>
      <div className="game-facts">
        <p className="game-state">
          {live && <span className="live-badge">LIVE</span>}{' '}
          <span className="game-status">{statusText(league, game)}</span>
        </p>
        {begun && (
          <p className="game-page-score" data-spoiler-block>
            {teamLink(game.visitor)} {game.visitor_score ?? 0}, {teamLink(game.home)} {game.home_score ?? 0}
          </p>
        )}
        {(begun || seriesTally(game)) && (
          <p className="spoiler-reveal game-spoiler-note">
            <span>
              {begun
                ? 'The score, scoring and decisions are hidden: spoiler-free mode.'
                : "The series' tally is hidden: spoiler-free mode."}
            </span>
            <button type="button" onClick={() => revealGame(spoilerKey)}>
              {begun ? 'Reveal the score' : 'Reveal the series'}
            </button>
          </p>
        )}
        {game.detail && game.detail !== statusText(league, game) && (
          <p className="game-detail">
            {[game.detail, game.new_date && `moved to ${formatDayTitle(game.new_date)}`].filter(Boolean).join(', ')}
          </p>
        )}
        <TeamRecords league={league} game={game} />
        <p className="muted">
          {season && (
            <>
              <SeriesLine game={game} />
              {' · '}
            </>
          )}
          {/* In <time>: drawn in the guide's zone on the server, then moved to the viewer's. */}
          <time
            dateTime={game.gametime}
          >{`${formatSeasonDay(league, game.date)}, ${formatLocalTime(game.gametime)}`}</time>
          {summary.venue && ` · ${summary.venue}`}
        </p>
      </div>
      <Starters game={game} layout="page" />
      <div data-spoiler-block>
        <LineScoreTable summary={summary} />
        <ScoringSection summary={summary} />
        {league === 'MLB' ? (
          <DecisionsSection summary={summary as MlbGameSummary} />
        ) : (
          <StarsSection summary={summary as NhlGameSummary} />
        )}
        <BoxScoreSection league={league} id={String(game.id)} />
      </div>
      <WhereToWatch summary={summary} />
    </div>
  );
}

function ScoringSection({ summary }: { summary: GameSummary }) {
  const { game } = summary;
  const begun = hasBegun(game.status);
  return (
    <section className="section" aria-labelledby="scoring-heading">
      <h2 id="scoring-heading">Scoring</h2>
      {summary.scoring.length === 0 ? (
        <p className="muted">{begun ? 'No scoring yet.' : 'The game has not started.'}</p>
      ) : (
        <ol className="scoring-plays">
          {summary.scoring.map((play, i) => (
            <li key={i}>
              <span className="scoring-when">{play.label}</span>
              <span className="scoring-what">
                <strong>{play.team.name}</strong>: {play.description}
              </span>
              <span
                className="scoring-score"
                aria-label={`${game.visitor.name} ${play.visitor_score}, ${game.home.name} ${play.home_score}`}
              >
                {play.visitor_score}–{play.home_score}
              </span>
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}

/** A cell of the line score: a side that has not batted in an inning it will not play shows 'x', one still to come is blank. */
function cellText(period: LineScorePeriod, side: 'home' | 'visitor', final: boolean): string {
  const value = period[side];
  if (value !== null) return String(value);
  return final ? 'x' : '';
}

function LineScoreTable({ summary }: { summary: GameSummary }) {
  const { game, linescore, league } = summary;
  const final = isFinal(game.status);
  const columns =
    league === 'MLB'
      ? [
          ['R', 'Runs'],
          ['H', 'Hits'],
          ['E', 'Errors'],
        ]
      : [
          ['T', 'Goals'],
          ['SOG', 'Shots on goal'],
        ];
  const totals = (side: 'home' | 'visitor'): number[] => {
    if (summary.league === 'MLB') {
      const t = summary.linescore[side];
      return [t.runs, t.hits, t.errors];
    }
    const t = summary.linescore[side];
    return [t.goals, t.shots];
  };
  const periodWord = league === 'MLB' ? 'Inning' : 'Period';
  return (
    <section className="section" aria-labelledby="linescore-heading">
      <h2 id="linescore-heading">Line score</h2>
      {linescore.periods.length === 0 && (
        <p className="muted">
          {hasBegun(game.status) ? 'No innings yet.' : 'The line score fills in once play starts.'}
        </p>
      )}
      {/* A long line score scrolls inside its own region, which the keyboard can reach. */}
      {(linescore.periods.length > 0 || hasBegun(game.status)) && (
        <div
          className="table-wrap scroll-table linescore-wrap"
          tabIndex={0}
          role="region"
          aria-labelledby="linescore-caption"
        >
          <table className="linescore">
            <caption id="linescore-caption">
              Line score, {game.visitor.name} at {game.home.name}
            </caption>
            <thead>
              <tr>
                <th scope="col">Team</th>
                {linescore.periods.map((p) => (
                  <th key={p.number} scope="col" className="num">
                    <abbr title={`${periodWord} ${p.label}`}>{p.label}</abbr>
                  </th>
                ))}
                {columns.map(([short, long]) => (
                  <th key={short} scope="col" className="num total">
                    <abbr title={long}>{short}</abbr>
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {(['visitor', 'home'] as const).map((side) => (
                <tr key={side}>
                  <th scope="row">
                    <Link to={teamHref(league, game[side].id, game.date)}>
                      <TeamTableName league={league} team={game[side]} />
                    </Link>
                  </th>
                  {linescore.periods.map((p) => (
                    <td key={p.number} className="num">
                      {cellText(p, side, final)}
                    </td>
                  ))}
                  {totals(side).map((value, i) => (
                    <td key={i} className="num total">
                      {value}
                    </td>
                  ))}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}

function DecisionsSection({ summary }: { summary: MlbGameSummary }) {
  const { decisions } = summary;
  const rows = decisions
    ? (
        [
          ['Win', decisions.winner],
          ['Loss', decisions.loser],
          ['Save', decisions.save],
        ] as const
      ).filter(([, name]) => name)
    : [];
  return (
    <section className="section" aria-labelledby="decisions-heading">
      <h2 id="decisions-heading">Decisions</h2>
      {rows.length === 0 ? (
        <p className="muted">The pitchers of record are named once the game is final.</p>
      ) : (
        <dl className="decisions">
          {rows.map(([what, name]) => (
            <div key={what}>
              <dt>{what}</dt>
              <dd>{name}</dd>
            </div>
          ))}
        </dl>
      )}
    </section>
  );
}

function StarsSection({ summary }: { summary: NhlGameSummary }) {
  return (
    <section className="section" aria-labelledby="stars-heading">
      <h2 id="stars-heading">Three stars</h2>
      {summary.stars.length === 0 ? (
        <p className="muted">The three stars are named once the game is final.</p>
      ) : (
        <ol className="three-stars">
          {summary.stars.map((s) => (
            <li key={s.star}>
              {s.name} <span className="muted">({s.team.name})</span>
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}

const MARKET_WORDS = { national: 'national', home: 'home', away: 'away' } as const;

function broadcastWords(b: Broadcast, summary: GameSummary): string {
  const team = b.market === 'home' ? summary.game.home.name : b.market === 'away' ? summary.game.visitor.name : null;
  const where = team ? `${team} market` : MARKET_WORDS[b.market];
  return b.country && b.country !== 'US' ? `${where}, ${b.country === 'CA' ? 'Canada' : b.country}` : where;
}

/** The viewer's own calendar day of an instant, the day the TV page shows it under. */
const localDayOf = (iso: string) => localToday(new Date(iso));

function WhereToWatch({ summary }: { summary: GameSummary }) {
  const { broadcasts, onTv } = summary;
  return (
    <section className="section" aria-labelledby="watch-heading">
      <h2 id="watch-heading">Where to watch</h2>
      {broadcasts.length === 0 && onTv.length === 0 && <p className="muted">No broadcasts are listed for this game.</p>}
      {broadcasts.length > 0 && (
        <ul className="broadcasts">
          {broadcasts.map((b, i) => (
            <li key={i}>
              <strong>{b.network}</strong> <span className="muted">({broadcastWords(b, summary)})</span>
            </li>
          ))}
        </ul>
      )}
      {onTv.length > 0 && (
        <>
          <h3>In our TV listings</h3>
          <ul className="on-tv">
            {onTv.map((a: OnTv) => (
              <li key={`${a.station}|${a.start}`}>
                <Link to={href(paths.sportsOnTv, { date: localDayOf(a.start) })}>
                  {a.station}, {formatDayTitle(localDayOf(a.start))} at {formatLocalTime(a.start)}
                </Link>
                {a.title.endsWith('(Encore)') && <span className="muted"> (encore)</span>}
              </li>
            ))}
          </ul>
        </>
      )}
    </section>
  );
}
