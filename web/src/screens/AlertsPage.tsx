import { PageHead } from '../components/PageHead';
import { SentAlertsList } from '../features/alerts/SentAlertsList';
import { Link } from '../lib/router';
import * as paths from '../paths';

/** '/alerts': the alerts sent to the viewer in the last 30 days, so a missed notification can be read here. */
export default function AlertsPage() {
  return (
    <div className="page alerts-page">
      <PageHead title="Your alerts" description="The alerts sent to you in the last 30 days." noindex />
      <div className="page-heading">
        <h1>Your alerts</h1>
        <p className="muted">
          What was sent to your devices in the last 30 days. Choose what you are alerted of on your{' '}
          <Link to={paths.account}>account</Link>.
        </p>
      </div>
      <SentAlertsList />
    </div>
  );
}
