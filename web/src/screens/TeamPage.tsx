import type { League, MlbTeamPage } from '@guide/common/sports';
import { useEffect } from 'react';
import { useParams, useSearchParams } from '../lib/router';
import * as paths from '../paths';
import { dayFromSearch } from '../lib/day-param';
import { formatDayTitle } from '../lib/format';
import { LoadFailure, NotFound, failureText, isNotFound } from '../components/LoadFailure';
import { LoadingDots } from '../components/LoadingDots';
import { useDocumentTitle } from '../components/useDocumentTitle';
import { SignInHint } from '../components/SignInHint';
import { FollowTeamButton } from '../features/sports/FollowTeamButton';
import { GameTiles } from '../features/sports/GameTile';
import { StandingsTable } from '../features/sports/StandingsTable';
import { preloadTeamColours, TeamMonogram } from '../features/sports/TeamMonogram';
import { useMlbTeam, useNhlTeam } from '../features/sports/sports-api';
import '../features/sports/sports.css';

/** /mlb/{id}: a team's upcoming and recent games and its division's standings. */
export default function TeamPage() {
  return <TeamScreen league="MLB" />;
}

/** /mlb/{id} and /nhl/{id}: one screen for both leagues; the league decides the request and the standings' columns. */
export function TeamScreen({ league }: { league: League }) {
  const { id } = useParams(league === 'MLB' ? paths.mlbTeam : paths.nhlTeam);
  // The day the visit came from (a game's day, or a shared link) stays in the address.
  const [search] = useSearchParams();
  const around = dayFromSearch(search);
  const mlb = useMlbTeam(league === 'MLB' ? id : undefined, around);
  const nhl = useNhlTeam(league === 'NHL' ? id : undefined, around);
  const team = league === 'MLB' ? mlb : nhl;
  // The monograms' colours come while the team does.
  useEffect(() => preloadTeamColours(), []);
  const unknown = team.isError && isNotFound(team.error);
  useDocumentTitle(unknown ? 'Team not found' : team.data?.Team.name);
  return (
    <div className="page team-page">
      {team.isPending && <LoadingDots />}
      {/* An unknown team gets a page saying so; any other failure says what happened, with Retry. */}
      {unknown && <NotFound title="Team not found">{failureText(team.error)}</NotFound>}
      {team.isError && !unknown && (
        <LoadFailure retry={team} subject="team">
          The team could not be loaded. {failureText(team.error)}
        </LoadFailure>
      )}
      {team.data && <TeamDetails league={league} page={team.data} around={around} />}
    </div>
  );
}

function TeamDetails({ league, page, around }: { league: League; page: MlbTeamPage; around: string | null }) {
  const { Team, NextGames, PastGames, Standings } = page;
  return (
    <>
      <h1>
        <TeamMonogram league={league} id={Team.id} name={Team.name} large />
        {Team.name} <FollowTeamButton league={league} id={Team.id} name={Team.name} />
      </h1>
      <SignInHint>to follow the {Team.name}: their games then come first, on Tonight and in your calendar.</SignInHint>
      {around && <p className="muted team-around">Games around {formatDayTitle(around)}</p>}
      <section className="section" aria-labelledby="upcoming-heading">
        <h2 id="upcoming-heading">Upcoming games</h2>
        {NextGames.length === 0 ? <p className="muted">No games scheduled</p> : <GameTiles league={league} games={NextGames} homeTeamOf={Team.id} />}
      </section>
      <section className="section" aria-labelledby="recent-heading">
        <h2 id="recent-heading">Recent games</h2>
        {PastGames.length === 0 ? <p className="muted">No recent games</p> : <GameTiles league={league} games={PastGames} homeTeamOf={Team.id} />}
      </section>
      <section className="section" aria-labelledby="standings-heading">
        <h2 id="standings-heading">Standings {Standings.division.name}</h2>
        <StandingsTable league={league} records={Standings.teamRecords} currentId={Team.id} />
      </section>
    </>
  );
}
