import type { MlbTeamPage } from '@guide/common/sports';
import { useEffect } from 'react';
import { useParams, useSearchParams } from '../../lib/router';
import { dayFromSearch } from '../../lib/day-param';
import { formatDayTitle } from '../../lib/format';
import { LoadFailure, NotFound, failureText, isNotFound } from '../../components/LoadFailure';
import { LoadingDots } from '../../components/LoadingDots';
import { useDocumentTitle } from '../../components/useDocumentTitle';
import { SignInHint } from '../../components/SignInHint';
import { FollowTeamButton } from './FollowTeamButton';
import { GameTiles } from './GameTile';
import { preloadTeamColours, TeamMonogram } from './TeamMonogram';
import { useMlbTeam } from './sports-api';
import './sports.css';

/** /mlb/{id}: a team's upcoming and recent games and its division's standings. */
export default function TeamPage() {
  const { id } = useParams();
  // The day the visit came from (a game's day, or a shared link) stays in the address.
  const [search] = useSearchParams();
  const around = dayFromSearch(search);
  const team = useMlbTeam(id, around);
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
      {team.data && <TeamDetails page={team.data} around={around} />}
    </div>
  );
}

function TeamDetails({ page, around }: { page: MlbTeamPage; around: string | null }) {
  const { Team, NextGames, PastGames, Standings } = page;
  return (
    <>
      <h1>
        <TeamMonogram league="MLB" id={Team.id} name={Team.name} large />
        {Team.name} <FollowTeamButton league="MLB" id={Team.id} name={Team.name} />
      </h1>
      <SignInHint>to follow the {Team.name}: their games then come first, on Tonight and in your calendar.</SignInHint>
      {around && <p className="muted team-around">Games around {formatDayTitle(around)}</p>}
      <section className="section" aria-labelledby="upcoming-heading">
        <h2 id="upcoming-heading">Upcoming games</h2>
        {NextGames.length === 0 ? <p className="muted">No games scheduled</p> : <GameTiles league="MLB" games={NextGames} homeTeamOf={Team.id} />}
      </section>
      <section className="section" aria-labelledby="recent-heading">
        <h2 id="recent-heading">Recent games</h2>
        {PastGames.length === 0 ? <p className="muted">No recent games</p> : <GameTiles league="MLB" games={PastGames} homeTeamOf={Team.id} />}
      </section>
      <section className="section" aria-labelledby="standings-heading">
        <h2 id="standings-heading">Standings {Standings.division.name}</h2>
        <div className="table-wrap">
          <table className="standings">
            <thead>
              <tr>
                <th scope="col">name</th>
                <th scope="col" className="num">
                  Wins
                </th>
                <th scope="col" className="num">
                  Losses
                </th>
                <th scope="col" className="num narrow-hide">
                  Ties
                </th>
                <th scope="col" className="num narrow-hide">
                  Win %
                </th>
              </tr>
            </thead>
            <tbody>
              {Standings.teamRecords.map((r) => (
                <tr key={r.team.id} aria-current={r.team.id === Team.id ? 'true' : undefined}>
                  <th scope="row">{r.team.name}</th>
                  <td className="num">{r.leagueRecord.wins}</td>
                  <td className="num">{r.leagueRecord.losses}</td>
                  <td className="num narrow-hide">{r.leagueRecord.ties}</td>
                  <td className="num narrow-hide">{r.leagueRecord.pct}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </section>
    </>
  );
}
