import { lastTenText, type League, type StandingRecord } from '@guide/common/sports';
import { href, Link } from '../../lib/router';
import * as paths from '../../paths';

interface Column {
  /** The heading as shown, and in full for assistive technology when it is short. */
  label: string;
  title?: string;
  value: (r: StandingRecord) => string | number;
  /** Left out below 384 px (phones narrower than the design's breakpoint). */
  narrowHide?: boolean;
}

const MLB_COLUMNS: Column[] = [
  { label: 'Wins', value: (r) => r.leagueRecord.wins },
  { label: 'Losses', value: (r) => r.leagueRecord.losses },
  { label: 'Ties', value: (r) => r.leagueRecord.ties },
  { label: 'Win %', value: (r) => r.leagueRecord.pct, narrowHide: true },
  { label: 'GB', title: 'Games behind', value: (r) => r.gamesBack ?? '–' },
  { label: 'L10', title: 'Last ten games', value: (r) => lastTenText(r.lastTen), narrowHide: true },
];

const NHL_COLUMNS: Column[] = [
  { label: 'W', title: 'Wins', value: (r) => r.leagueRecord.wins },
  { label: 'L', title: 'Losses', value: (r) => r.leagueRecord.losses },
  { label: 'OT', title: 'Overtime losses', value: (r) => r.leagueRecord.ot ?? 0 },
  { label: 'PTS', title: 'Points', value: (r) => r.points ?? 2 * r.leagueRecord.wins + (r.leagueRecord.ot ?? 0) },
  { label: 'L10', title: 'Last ten games', value: (r) => lastTenText(r.lastTen), narrowHide: true },
];

/** A division's standings: each team's name links to its page; the page's own team is marked current. */
export function StandingsTable({ league, records, currentId }: { league: League; records: StandingRecord[]; currentId: number }) {
  const columns = league === 'MLB' ? MLB_COLUMNS : NHL_COLUMNS;
  const teamPath = league === 'MLB' ? paths.mlbTeam : paths.nhlTeam;
  return (
    <div className="table-wrap">
      <table className="standings">
        <thead>
          <tr>
            <th scope="col">name</th>
            {columns.map((c) => (
              <th key={c.label} scope="col" className={c.narrowHide ? 'num narrow-hide' : 'num'}>
                {c.title ? <abbr title={c.title}>{c.label}</abbr> : c.label}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {records.map((r) => (
            <tr key={r.team.id} aria-current={r.team.id === currentId ? 'true' : undefined}>
              <th scope="row">{r.team.id > 0 ? <Link to={href(teamPath, { id: r.team.id })}>{r.team.name}</Link> : r.team.name}</th>
              {columns.map((c) => (
                <td key={c.label} className={c.narrowHide ? 'num narrow-hide' : 'num'}>
                  {c.value(r)}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
