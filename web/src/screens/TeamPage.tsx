import { lastTenText, type League, type MlbTeamPage } from '@guide/common/sports';
import type { UseQueryResult } from '@tanstack/react-query';
import { useEffect } from 'react';
import { absoluteUrl, usePublicOrigin } from '../lib/public-origin';
import { href, Link, useParams, useSearchParams } from '../lib/router';
import * as paths from '../paths';
import { dayFromSearch } from '../lib/day-param';
import { formatSeasonDay } from '../lib/format';
import { LoadFailure, NotFound, failureText, isNotFound } from '../components/LoadFailure';
import { LoadingDots } from '../components/LoadingDots';
import { PageHead } from '../components/PageHead';
import { SignInHint } from '../components/SignInHint';
import { FollowTeamToggle } from '../features/sports/FollowTeamButton';
import { NotifyMeButton } from '../features/alerts/NotifyMeButton';
import { useFavouriteTeams, useFollowTeam, type TeamRef } from '../lib/user-data-api';
import { GameTiles } from '../features/sports/GameTile';
import { StandingsTable, type StandingsColumn } from '../features/sports/StandingsTable';
import { preloadTeamColours, TeamMonogram } from '../features/sports/TeamMonogram';
import { postseasonYearOf, useMlbTeam, usePostseason } from '../features/sports/sports-api';
import { postseasonHref, TeamLink } from '../features/sports/sports-links';
import { teamKey } from '../lib/spoilers';
import '../features/sports/sports.css';

/** The MLB standings' columns: spec section 2's wins, losses, ties and win %, then games behind and the last ten. */
export const MLB_COLUMNS: StandingsColumn[] = [
  { label: 'Wins', value: (r) => r.leagueRecord.wins },
  { label: 'Losses', value: (r) => r.leagueRecord.losses },
  { label: 'Ties', value: (r) => r.leagueRecord.ties },
  { label: 'Win %', value: (r) => r.leagueRecord.pct, narrowHide: true },
  // Games played after the spec's columns, which keep their order.
  {
    label: 'GP',
    title: 'Games played',
    value: (r) => r.gamesPlayed ?? r.leagueRecord.wins + r.leagueRecord.losses + r.leagueRecord.ties,
  },
  { label: 'GB', title: 'Games behind', value: (r) => r.gamesBack ?? '–' },
  { label: 'L10', title: 'Last ten games', value: (r) => lastTenText(r.lastTen), narrowHide: true },
];

/** /mlb/{id}: a team's upcoming and recent games and its division's standings. */
export default function TeamPage() {
  const { id } = useParams(paths.mlbTeam);
  return <TeamScreen league="MLB" id={id} useTeam={useMlbTeam} columns={MLB_COLUMNS} />;
}

interface TeamScreenProps {
  league: League;
  id: string;
  /** The league's team-page query (both leagues answer the same shape). */
  useTeam: (id: string | undefined, around: string | null) => UseQueryResult<MlbTeamPage, Error>;
  columns: readonly StandingsColumn[];
}

/** A team page of either league: the screen of each league gives its id, its query and its standings' columns. */
export function TeamScreen({ league, id, useTeam, columns }: TeamScreenProps) {
  // The day the visit came from (a game's day, or a shared link) stays in the address.
  const [search] = useSearchParams();
  const around = dayFromSearch(search);
  const team = useTeam(id, around);
  // The monograms' colours come while the team does.
  useEffect(() => preloadTeamColours(), []);
  const unknown = team.isError && isNotFound(team.error);
  return (
    <div className="page team-page">
      {team.data ? (
        <TeamHead league={league} page={team.data} />
      ) : (
        <PageHead title={unknown ? 'Team not found' : `${league} team`} noindex={team.isError} />
      )}
      {team.isPending && <LoadingDots />}
      {/* An unknown team gets a page saying so; any other failure says what happened, with Retry. */}
      {unknown && <NotFound title="Team not found">{failureText(team.error)}</NotFound>}
      {team.isError && !unknown && (
        <LoadFailure retry={team} subject="team">
          The team could not be loaded. {failureText(team.error)}
        </LoadFailure>
      )}
      {team.data && <TeamDetails league={league} page={team.data} around={around} columns={columns} />}
    </div>
  );
}

const LEAGUE_NAMES: Record<League, string> = { MLB: 'Major League Baseball', NHL: 'National Hockey League' };

/** The team's title and description, and the team as a schema.org `SportsTeam`. */
function TeamHead({ league, page }: { league: League; page: MlbTeamPage }) {
  const origin = usePublicOrigin();
  const { Team, NextGames, Standings } = page;
  const path = href(league === 'MLB' ? paths.mlbTeam : paths.nhlTeam, { id: Team.id });
  const next = NextGames[0];
  const nextText = next
    ? ` Next: ${next.visitor.name} at ${next.home.name}, ${formatSeasonDay(league, next.date)}.`
    : '';
  return (
    <PageHead
      title={Team.name}
      description={`Upcoming and recent games of the ${Team.name} with their scores, and the ${Standings.division.name} standings.${nextText}`}
      path={path}
      structuredData={{
        '@type': 'SportsTeam',
        name: Team.name,
        url: absoluteUrl(origin, path),
        sport: league === 'MLB' ? 'Baseball' : 'Ice hockey',
        memberOf: { '@type': 'SportsOrganization', name: LEAGUE_NAMES[league] },
      }}
    />
  );
}

function TeamDetails({
  league,
  page,
  around,
  columns,
}: {
  league: League;
  page: MlbTeamPage;
  around: string | null;
  columns: readonly StandingsColumn[];
}) {
  const { Team, NextGames, PastGames, Standings } = page;
  return (
    <>
      <h1>
        <TeamMonogram league={league} id={Team.id} name={Team.name} large />
        {Team.name}
      </h1>
      <div className="follow-bar">
        <FollowTeamToggle league={league} id={Team.id} name={Team.name} />
        <TeamNotifyMe league={league} id={Team.id} name={Team.name} />
      </div>
      <SignInHint>to follow the {Team.name}.</SignInHint>
      {around && <p className="muted team-around">Games around {formatSeasonDay(league, around)}</p>}
      <TeamPostseason league={league} teamId={Team.id} around={around} />
      <section className="section" aria-labelledby="upcoming-heading">
        <h2 id="upcoming-heading">Upcoming games</h2>
        {NextGames.length === 0 ? (
          <p className="muted">No games scheduled</p>
        ) : (
          <GameTiles league={league} games={NextGames} homeTeamOf={Team.id} />
        )}
      </section>
      <section className="section" aria-labelledby="recent-heading">
        <h2 id="recent-heading">Recent games</h2>
        {PastGames.length === 0 ? (
          <p className="muted">No recent games</p>
        ) : (
          <GameTiles league={league} games={PastGames} homeTeamOf={Team.id} />
        )}
      </section>
      <section className="section" aria-labelledby="standings-heading">
        <h2 id="standings-heading">Standings {Standings.division.name}</h2>
        <StandingsTable league={league} columns={columns} records={Standings.teamRecords} currentId={Team.id} />
        <p>
          <Link to={league === 'MLB' ? paths.mlbStandings : paths.nhlStandings}>
            All {league} standings and the wild card race
          </Link>
          {' · '}
          <Link to={postseasonHref(league)}>
            The {league} {league === 'MLB' ? 'postseason' : 'playoffs'}
          </Link>
        </p>
      </section>
    </>
  );
}

/**
 * The team's series in its league's postseason, when it plays in one: each round, the opponent and
 * where the series stands (a spoiler, hidden in spoiler-free mode), with the whole bracket a link away.
 * Nothing while the postseason loads or fails: the rest of the page stands without it.
 */
function TeamPostseason({ league, teamId, around }: { league: League; teamId: number; around: string | null }) {
  const postseason = usePostseason(league, around ? postseasonYearOf(league, around) : null);
  const series = (postseason.data?.rounds ?? [])
    .flatMap((r) => r.series)
    .filter((s) => s.higher?.team.id === teamId || s.lower?.team.id === teamId);
  if (!postseason.data || series.length === 0) return null;
  const word = league === 'MLB' ? 'Postseason' : 'Playoffs';
  return (
    <section
      className="section team-postseason"
      aria-labelledby="postseason-heading"
      data-spoiler-teams={teamKey(league, teamId)}
    >
      <h2 id="postseason-heading">
        {word} {postseason.data.seasonName}
      </h2>
      <ul>
        {series.map((s) => {
          const opponent = s.higher?.team.id === teamId ? s.lower : s.higher;
          return (
            <li key={s.round}>
              <strong>{s.round}</strong>
              {opponent && (
                <>
                  {' '}
                  against <TeamLink league={league} team={opponent.team} />
                </>
              )}{' '}
              · <span data-spoiler>{s.status}</span>
            </li>
          );
        })}
      </ul>
      <p>
        <Link to={postseasonHref(league, postseason.data.season)}>Every series of the {word.toLowerCase()}</Link>
      </p>
    </section>
  );
}

/** Notify me of a team: its games' starts and finals, which following the team brings. */
function TeamNotifyMe(team: TeamRef) {
  const { follows, ready } = useFavouriteTeams();
  const follow = useFollowTeam();
  return (
    <NotifyMeButton
      topic={{
        name: team.name,
        kinds: ['gameStart', 'gameFinal'],
        following: ready ? follows(team.league, team.id) : undefined,
        follow: (on) => follow.mutateAsync({ team, follow: on }),
      }}
    />
  );
}
