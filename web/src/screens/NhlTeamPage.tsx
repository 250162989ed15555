import { lastTenText } from '@guide/common/sports';
import type { StandingsColumn } from '../features/sports/StandingsTable';
import { useNhlTeam } from '../features/sports/sports-api';
import { useParams } from '../lib/router';
import * as paths from '../paths';
import { TeamScreen } from './TeamPage';

/** The NHL standings' columns: wins, losses, overtime losses, points and the last ten. */
export const NHL_COLUMNS: StandingsColumn[] = [
  {
    label: 'GP',
    title: 'Games played',
    value: (r) => r.gamesPlayed ?? r.leagueRecord.wins + r.leagueRecord.losses + (r.leagueRecord.ot ?? 0),
  },
  { label: 'W', title: 'Wins', value: (r) => r.leagueRecord.wins },
  { label: 'L', title: 'Losses', value: (r) => r.leagueRecord.losses },
  { label: 'OT', title: 'Overtime losses', value: (r) => r.leagueRecord.ot ?? 0 },
  { label: 'PTS', title: 'Points', value: (r) => r.points ?? 2 * r.leagueRecord.wins + (r.leagueRecord.ot ?? 0) },
  { label: 'L10', title: 'Last ten games', value: (r) => lastTenText(r.lastTen), narrowHide: true },
];

/** /nhl/{id}: an NHL team's upcoming and recent games and its division's standings. */
export default function NhlTeamPage() {
  const { id } = useParams(paths.nhlTeam);
  return <TeamScreen league="NHL" id={id} useTeam={useNhlTeam} columns={NHL_COLUMNS} />;
}
