import { TeamScreen } from './TeamPage';

/** /nhl/{id}: an NHL team's upcoming and recent games and its division's standings. */
export default function NhlTeamPage() {
  return <TeamScreen league="NHL" />;
}
