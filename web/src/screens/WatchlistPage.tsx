import { useOnMyServicesFilter } from '../components/OnMyServices';
import { PageHead } from '../components/PageHead';
import { useMyServices } from '../features/streaming/streaming-api';
import { Watchlist } from '../features/watchlist/Watchlist';
import { Link } from '../lib/router';
import * as paths from '../paths';

/** '/watchlist': the films the viewer keeps for later, where each is showing and airing, and those seen. */
export default function WatchlistPage() {
  const filter = useOnMyServicesFilter(useMyServices().data?.services);
  return (
    <div className="page watchlist-page">
      <PageHead
        title="Your watchlist"
        description="The films you keep for later: showing near you today and on TV this week."
        noindex
      />
      <div className="page-heading">
        <h1>Your watchlist</h1>
        <p className="muted">
          Films you keep for later, with where each is showing today near your saved zip codes and when it is on TV in
          the next 7 days, and which of your services stream it. Your zip codes and services are on your{' '}
          <Link to={paths.account}>account</Link>.
        </p>
      </div>
      <Watchlist filter={filter} />
    </div>
  );
}
