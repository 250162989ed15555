import type { League } from '@guide/common/sports';
import { href, Link, useLocation } from '../../lib/router';
import { useFavouriteTeams, useFollowTeam } from '../../lib/user-data-api';
import { useToken } from '../../lib/session';
import * as paths from '../../paths';
import './follow-team.css';
import { ToggleIcon } from '../../components/ToggleIcon';

const STAR = 'M12 2.8l2.8 5.8 6.4.9-4.6 4.5 1.1 6.3L12 17.3l-5.7 3 1.1-6.3-4.6-4.5 6.4-.9z';

interface FollowTeamProps {
  league: League;
  id: number;
  name: string;
}

/** Following a team, for the buttons: whether the user follows it, and the toggle. */
function useFollowing({ league, id, name }: FollowTeamProps) {
  const token = useToken();
  const { follows, ready } = useFavouriteTeams();
  const follow = useFollowTeam();
  const following = follows(league, id);
  return {
    token,
    ready,
    following,
    busy: follow.isPending,
    toggle: () => {
      if (!follow.isPending) follow.mutate({ team: { league, id, name }, follow: !following });
    },
  };
}

/**
 * A star beside a team's name on a tile: filled when the logged-in user follows the team. Visitors
 * see nothing (following needs an account). A 24 px target within the name's line.
 */
export function FollowTeamButton(props: FollowTeamProps) {
  const { token, ready, following, busy, toggle } = useFollowing(props);
  if (!token || !ready) return null;
  return (
    <button
      type="button"
      className={`follow-team${following ? ' following' : ''}`}
      aria-pressed={following}
      aria-label={`Follow ${props.name}`}
      title={following ? `You follow the ${props.name}` : `Follow the ${props.name}`}
      // aria-disabled rather than disabled while saving: a disabled button would drop the keyboard focus.
      aria-disabled={busy}
      onClick={toggle}
    >
      <ToggleIcon path={STAR} filled={following} />
    </button>
  );
}

/**
 * The labelled Follow / Following button of a team page or a game page, where people look for it:
 * pressing Following unfollows. A visitor gets a Follow link to the login, which comes back here.
 * `withName` writes the team's name on the button, where a page has one for each of two teams.
 */
export function FollowTeamToggle({ withName = false, ...props }: FollowTeamProps & { withName?: boolean }) {
  const { token, ready, following, busy, toggle } = useFollowing(props);
  const { pathname, search } = useLocation();
  if (!token)
    return (
      <Link
        className="toggle-pill follow-toggle"
        to={href(paths.login, { next: pathname + search })}
        aria-label={`Follow ${props.name}: log in first`}
      >
        <ToggleIcon path={STAR} filled={false} />
        Follow{withName && ` ${props.name}`}
      </Link>
    );
  return (
    <button
      type="button"
      className={`toggle-pill follow-toggle${following ? ' following' : ''}`}
      aria-pressed={following}
      aria-disabled={busy || !ready}
      onClick={() => ready && toggle()}
      aria-label={`${following ? 'Following' : 'Follow'} ${props.name}`}
    >
      <ToggleIcon path={STAR} filled={following} />
      {following ? 'Following' : 'Follow'}
      {withName && ` ${props.name}`}
    </button>
  );
}
