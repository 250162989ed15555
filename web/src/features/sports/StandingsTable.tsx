import type { League, StandingRecord } from '@guide/common/sports';
import type { ReactNode } from 'react';
import { href, Link } from '../../lib/router';
import * as paths from '../../paths';
import { TeamTableName } from './TeamTableName';

export interface StandingsColumn<R extends StandingRecord = StandingRecord> {
  /** The heading as shown, and in full for assistive technology when it is short. */
  label: string;
  title?: string;
  value: (r: R) => string | number;
  /** Left out below 384 px (phones narrower than the design's breakpoint). */
  narrowHide?: boolean;
}

/**
 * A division's standings in the columns its screen gives (each league counts its own way): each
 * team's name links to its page; the page's own team is marked current.
 */
export function StandingsTable<R extends StandingRecord>({
  league,
  columns,
  records,
  currentId,
  caption,
  mark,
}: {
  league: League;
  columns: readonly StandingsColumn<R>[];
  records: R[];
  /** The team whose page this is, marked current; none on a league's standings. */
  currentId?: number;
  /** The table's name, when the heading above it does not give it. */
  caption?: string;
  /** What follows a team's name: a clinch mark. */
  mark?: (r: R) => ReactNode;
}) {
  const teamPath = league === 'MLB' ? paths.mlbTeam : paths.nhlTeam;
  return (
    <div className="table-wrap scroll-table">
      <table className="standings">
        {caption && <caption className="visually-hidden">{caption}</caption>}
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
              <th scope="row">
                {r.team.id > 0 ? (
                  <Link to={href(teamPath, { id: r.team.id })}>
                    <TeamTableName league={league} team={r.team} />
                  </Link>
                ) : (
                  <TeamTableName league={league} team={r.team} />
                )}
                {mark?.(r)}
              </th>
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
