import { LoadFailure } from '../../components/LoadFailure';
import { LoadingDots } from '../../components/LoadingDots';
import { Link } from '../../lib/router';
import * as paths from '../../paths';
import { alertKindName } from './alert-kinds';
import { useSentAlerts } from './alerts-api';
import './alerts.css';

/** The alerts sent in the last 30 days, newest first, each opening its page. */
export function SentAlertsList() {
  const sent = useSentAlerts();
  if (sent.isPending) return <LoadingDots />;
  if (sent.isError) return <LoadFailure retry={sent}>Unable to load your alerts.</LoadFailure>;
  if (sent.data.alerts.length === 0)
    return (
      <p className="muted">
        No alert in the last 30 days. Turn alerts on for a device on your <Link to={paths.account}>account</Link>.
      </p>
    );
  return (
    <ol className="sent-alerts">
      {sent.data.alerts.map((alert) => (
        <li key={alert.id}>
          <p className="sent-alert-kind muted">
            {alertKindName(alert.kind)} · <time dateTime={alert.sentAt}>{new Date(alert.sentAt).toLocaleString()}</time>
          </p>
          <p>
            <a href={alert.url}>{alert.title}</a>
          </p>
          <p>{alert.body}</p>
        </li>
      ))}
    </ol>
  );
}
