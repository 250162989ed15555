import type { League } from '@guide/common/sports';
import { useFavouriteTeams, useFollowTeam } from '../../lib/user-data-api';
import { useToken } from '../../lib/session';
import './follow-team.css';

/**
 * A star beside a team's name: filled when the logged-in user follows the team. Visitors see
 * nothing (following needs an account). The button says what it will do.
 */
export function FollowTeamButton({ league, id, name }: { league: League; id: number; name: string }) {
  const token = useToken();
  const { follows, ready } = useFavouriteTeams();
  const follow = useFollowTeam();
  if (!token || !ready) return null;
  const following = follows(league, id);
  return (
    <button
      type="button"
      className={`follow-team${following ? ' following' : ''}`}
      aria-pressed={following}
      aria-label={`Follow ${name}`}
      title={following ? `You follow the ${name}` : `Follow the ${name}`}
      // aria-disabled rather than disabled while saving: a disabled button would drop the keyboard focus.
      aria-disabled={follow.isPending}
      onClick={() => {
        if (!follow.isPending) follow.mutate({ team: { league, id, name }, follow: !following });
      }}
    >
      <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true" focusable="false">
        <path
          d="M12 2.8l2.8 5.8 6.4.9-4.6 4.5 1.1 6.3L12 17.3l-5.7 3 1.1-6.3-4.6-4.5 6.4-.9z"
          fill={following ? 'currentColor' : 'none'}
          stroke="currentColor"
          strokeWidth="1.6"
          strokeLinejoin="round"
        />
      </svg>
    </button>
  );
}
