import { useOnMyServicesFilter } from '../components/OnMyServices';
import { PageHead } from '../components/PageHead';
import { useMyServices } from '../features/streaming/streaming-api';
import { UpNextList } from '../features/watching/UpNextList';
import { SpoilerSwitch } from '../features/watching/SpoilerSwitch';
import { Link } from '../lib/router';
import * as paths from '../paths';

/** '/up-next': each followed show's next episode, new tonight, coming this week, behind and finished. */
export default function UpNextPage() {
  const filter = useOnMyServicesFilter(useMyServices().data?.services);
  return (
    <div className="page up-next-page">
      <PageHead
        title="Up next"
        description="The next episode of each show you follow, new episodes tonight and this week."
        noindex
      />
      <div className="page-heading">
        <h1>Up next</h1>
        <p className="muted">
          Your shows’ next episodes. Mark what you have seen on a show’s page, or with Watched here; your saved shows
          are on your <Link to={paths.account}>account</Link>.
        </p>
      </div>
      <UpNextList filter={filter} />
      <SpoilerSwitch />
    </div>
  );
}
