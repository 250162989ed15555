import { monogramOf } from '@guide/common/team-colours';
import type { League, TeamRef } from '@guide/common/sports';

/**
 * A team's name in a table row: in full, and on narrow screens its abbreviation ("NYY") so the
 * numbers keep their room; the full name stays the name assistive technology reads.
 */
export function TeamTableName({ league, team }: { league: League; team: TeamRef }) {
  return (
    <>
      <span className="team-name-full">{team.name}</span>
      <span className="team-name-short" aria-hidden="true">
        {monogramOf(league, team.id, team.name).text}
      </span>
    </>
  );
}
