import {
  lastTenText,
  type Clinch,
  type League,
  type LeagueStandingRecord,
  type LeagueStandings,
} from '@guide/common/sports';
import { useEffect } from 'react';
import { LoadFailure, failureText } from '../components/LoadFailure';
import { LoadingDots } from '../components/LoadingDots';
import { PageHead } from '../components/PageHead';
import { dayFromSearch } from '../lib/day-param';
import { href, useLocation, useSearchParams } from '../lib/router';
import * as paths from '../paths';
import { StandingsTable, type StandingsColumn } from '../features/sports/StandingsTable';
import { preloadTeamColours } from '../features/sports/TeamMonogram';
import { useStandings } from '../features/sports/sports-api';
import '../features/sports/sports.css';

type Column = StandingsColumn<LeagueStandingRecord>;

const pct = (r: LeagueStandingRecord) => r.leagueRecord.pct;
const streak = (r: LeagueStandingRecord) => r.streak ?? '–';
const gp = (r: LeagueStandingRecord) =>
  r.gamesPlayed ?? r.leagueRecord.wins + r.leagueRecord.losses + (r.leagueRecord.ot ?? 0);

/** Each league's columns: MLB counts games behind, the NHL points. */
const COLUMNS: Record<League, { division: Column[]; wildCard: Column[] }> = {
  MLB: {
    division: [
      { label: 'W', title: 'Wins', value: (r) => r.leagueRecord.wins },
      { label: 'L', title: 'Losses', value: (r) => r.leagueRecord.losses },
      { label: 'Pct', title: 'Winning percentage', value: pct },
      { label: 'GB', title: 'Games behind the division leader', value: (r) => r.gamesBack ?? '–' },
      { label: 'GP', title: 'Games played', value: gp, narrowHide: true },
      { label: 'L10', title: 'Last ten games', value: (r) => lastTenText(r.lastTen), narrowHide: true },
      { label: 'Strk', title: 'Streak', value: streak, narrowHide: true },
    ],
    wildCard: [
      { label: 'W', title: 'Wins', value: (r) => r.leagueRecord.wins },
      { label: 'L', title: 'Losses', value: (r) => r.leagueRecord.losses },
      { label: 'Pct', title: 'Winning percentage', value: pct },
      { label: 'WCGB', title: 'Games behind the last wild card place', value: (r) => r.wildCardBack ?? '–' },
      { label: 'GP', title: 'Games played', value: gp, narrowHide: true },
      { label: 'L10', title: 'Last ten games', value: (r) => lastTenText(r.lastTen), narrowHide: true },
    ],
  },
  NHL: {
    division: [
      { label: 'GP', title: 'Games played', value: gp },
      { label: 'W', title: 'Wins', value: (r) => r.leagueRecord.wins },
      { label: 'L', title: 'Losses', value: (r) => r.leagueRecord.losses },
      { label: 'OT', title: 'Overtime losses', value: (r) => r.leagueRecord.ot ?? 0 },
      { label: 'PTS', title: 'Points', value: (r) => r.points ?? 0 },
      { label: 'P%', title: 'Points percentage', value: pct, narrowHide: true },
      { label: 'L10', title: 'Last ten games', value: (r) => lastTenText(r.lastTen), narrowHide: true },
      { label: 'Strk', title: 'Streak', value: streak, narrowHide: true },
    ],
    wildCard: [
      { label: 'GP', title: 'Games played', value: gp },
      { label: 'W', title: 'Wins', value: (r) => r.leagueRecord.wins },
      { label: 'L', title: 'Losses', value: (r) => r.leagueRecord.losses },
      { label: 'OT', title: 'Overtime losses', value: (r) => r.leagueRecord.ot ?? 0 },
      { label: 'PTS', title: 'Points', value: (r) => r.points ?? 0 },
      { label: 'Back', title: 'Points behind the last wild card place', value: (r) => r.wildCardBack ?? '–' },
    ],
  },
};

const CLINCH_WORDS: Record<League, Partial<Record<Clinch, string>>> = {
  MLB: {
    z: 'clinched the best record in the league',
    y: 'clinched the division',
    w: 'clinched a wild card',
    x: 'clinched a playoff place',
    e: 'eliminated',
  },
  NHL: {
    p: 'clinched the best record in the league',
    z: 'clinched the conference',
    y: 'clinched the division',
    x: 'clinched a playoff place',
    e: 'eliminated',
  },
};

function ClinchMark({ league, clinch }: { league: League; clinch: Clinch | null }) {
  if (!clinch) return null;
  return (
    <span className={clinch === 'e' ? 'clinch-mark clinch-out' : 'clinch-mark'}>
      {' '}
      <abbr title={CLINCH_WORDS[league][clinch] ?? clinch}>{clinch}</abbr>
    </span>
  );
}

/** /mlb/standings and /nhl/standings: every division, and each league's (conference's) wild card race. */
export default function StandingsPage() {
  const league: League = useLocation().pathname.startsWith('/nhl/') ? 'NHL' : 'MLB';
  const [search] = useSearchParams();
  const around = dayFromSearch(search);
  const standings = useStandings(league, around);
  useEffect(() => preloadTeamColours(), []);
  const path = href(league === 'MLB' ? paths.mlbStandings : paths.nhlStandings, { date: around ?? undefined });
  return (
    <div className="page standings-page">
      {standings.data ? (
        <PageHead
          title={`${league} standings ${standings.data.season}`}
          description={`The ${standings.data.season} ${league} standings: every division, and the wild card race with ${league === 'MLB' ? 'games' : 'points'} behind the last place and who has clinched.`}
          path={path}
        />
      ) : (
        <PageHead title={`${league} standings`} noindex={standings.isError} />
      )}
      <h1>
        {league} standings{standings.data ? ` ${standings.data.season}` : ''}
      </h1>
      {standings.isPending && <LoadingDots />}
      {standings.isError && (
        <LoadFailure retry={standings} subject="standings">
          The standings could not be loaded. {failureText(standings.error)}
        </LoadFailure>
      )}
      {standings.data && <StandingsGroups league={league} standings={standings.data} />}
    </div>
  );
}

function StandingsGroups({ league, standings }: { league: League; standings: LeagueStandings }) {
  const mark = (r: LeagueStandingRecord) => <ClinchMark league={league} clinch={r.clinch} />;
  const everyone = standings.groups.flatMap((g) => g.divisions.flatMap((d) => d.teamRecords));
  if (everyone.every((r) => gp(r) === 0))
    return <p className="muted">No games have been played this season yet; the tables fill in from the first.</p>;
  const marks = [...new Set(everyone.map((r) => r.clinch).filter((c): c is Clinch => c !== null))];
  const groupWord = league === 'MLB' ? '' : ' Conference';
  return (
    <>
      <p className="muted">
        {standings.final ? 'The regular season is over: final standings.' : 'The regular season so far.'}
      </p>
      {standings.groups.map((group) => (
        <section key={group.name} className="section" aria-labelledby={`group-${group.name}`}>
          <h2 id={`group-${group.name}`}>
            {group.name}
            {groupWord}
          </h2>
          {group.divisions.map((division) => (
            <div key={division.name} className="standings-division">
              <h3>{division.name}</h3>
              <StandingsTable
                league={league}
                columns={COLUMNS[league].division}
                records={division.teamRecords}
                caption={`${division.name} standings`}
                mark={mark}
              />
            </div>
          ))}
          <div className="standings-division">
            <h3>
              {group.name}
              {groupWord} wild card
            </h3>
            <p className="muted">
              The top {group.wildCardSpots} hold the wild card places; the others are{' '}
              {league === 'MLB' ? 'games' : 'points'} behind the last of them.
            </p>
            <StandingsTable
              league={league}
              columns={COLUMNS[league].wildCard}
              records={group.wildCard}
              caption={`${group.name}${groupWord} wild card race`}
              mark={mark}
            />
          </div>
        </section>
      ))}
      {marks.length > 0 && (
        <dl className="clinch-legend">
          {marks.map((c) => (
            <div key={c}>
              <dt>{c}</dt>
              <dd>{CLINCH_WORDS[league][c] ?? c}</dd>
            </div>
          ))}
        </dl>
      )}
    </>
  );
}
