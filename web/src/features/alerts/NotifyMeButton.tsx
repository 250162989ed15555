import type { League } from '@guide/common/sports';
import { failureText } from '../../components/LoadFailure';
import { useToken } from '../../lib/session';
import { useFavouriteTeams, useFollowTeam } from '../../lib/user-data-api';
import { browserCannotPush, useAlertDevices } from './alerts-api';

/**
 * "Notify me" on a team's page: follows the team and turns alerts on for this device, so its
 * games' starts and finals reach the viewer. Shown to logged-in viewers when the server sends alerts.
 */
export function NotifyMeButton({ league, id, name }: { league: League; id: number; name: string }) {
  const token = useToken();
  const { key, subscribe } = useAlertDevices();
  const { follows, ready } = useFavouriteTeams();
  const follow = useFollowTeam();
  if (!token || !ready || !key.data?.enabled) return null;
  const busy = subscribe.isPending || follow.isPending;
  const notify = async () => {
    if (busy) return;
    if (!follows(league, id))
      await follow.mutateAsync({ team: { league, id, name }, follow: true }).catch(() => undefined);
    subscribe.mutate();
  };
  return (
    <>
      <button
        type="button"
        className="small"
        aria-disabled={busy || browserCannotPush() !== null}
        onClick={() => browserCannotPush() === null && void notify()}
      >
        {busy ? 'Turning alerts on…' : 'Notify me'}
      </button>
      <span role="status" className="muted">
        {subscribe.isSuccess ? 'Alerts are on for this team’s games on this device.' : ''}
      </span>
      {(subscribe.isError || follow.isError) && (
        <span className="flash flash-warning" role="alert">
          {failureText(subscribe.error ?? follow.error)}
        </span>
      )}
    </>
  );
}
