import { Link, useNavigate } from '../lib/router';
import { LoadFailure } from '../components/LoadFailure';
import { NOT_AUTHORIZED_MESSAGE } from '@guide/common/account';
import { Flash } from '../components/FlashMessages';
import { LoadingDots } from '../components/LoadingDots';
import { PageHead } from '../components/PageHead';
import { AccountExport } from '../features/account/AccountExport';
import { AlertsSection } from '../features/alerts/AlertsSection';
import { CalendarFeed } from '../features/account/CalendarFeed';
import { ChangePassword } from '../features/account/ChangePassword';
import { DeleteAccount } from '../features/account/DeleteAccount';
import { FavouriteTeams } from '../features/account/FavouriteTeams';
import { ImportHistory } from '../features/account/ImportHistory';
import { SavedZipCodes } from '../features/account/SavedZipCodes';
import { SavedShows } from '../features/tv/SavedShows';
import { SpoilerSwitch } from '../features/watching/SpoilerSwitch';
import { MyServices } from '../features/streaming/MyServices';
import { ApiError } from '../lib/api';
import { useFlash } from '../lib/flash';
import { focusSoon } from '../lib/focus';
import { useSavedItemMutation, useUserData } from '../lib/user-data-api';
import * as paths from '../paths';

/**
 * '/user/account': the username, Logout, saved zip codes and shows, followed teams, the calendar
 * feed, an import of history from other trackers, then the password, a download of the account's data and its deletion.
 */
export default function AccountPage() {
  const navigate = useNavigate();
  const { flash } = useFlash();
  const userData = useUserData();
  const forgetShow = useSavedItemMutation('show', 'delete');

  let body;
  if (userData.isPending) {
    body = <LoadingDots />;
  } else if (userData.isError) {
    const status = userData.error instanceof ApiError ? userData.error.status : 0;
    body =
      status === 401 ? (
        <Flash status="warning">
          {NOT_AUTHORIZED_MESSAGE} <Link to={paths.login}>Log in</Link>
        </Flash>
      ) : status === 404 ? (
        <Flash status="warning">No saved user data.</Flash>
      ) : (
        <LoadFailure retry={userData}>Unable to load user data.</LoadFailure>
      );
  } else {
    const data = userData.data;
    body = (
      <>
        <p className="account-user">
          Logged in as <strong>{data.email}</strong>
        </p>
        <SavedZipCodes zipcodes={data.zipcodes} />
        <section className="section" aria-labelledby="saved-shows-heading">
          <h2 id="saved-shows-heading">Saved shows</h2>
          <SavedShows
            showIds={data.shows}
            onForget={(id) =>
              forgetShow.mutate(id, {
                // The tile vanishes with its button: the list's heading takes the focus.
                onSuccess: () => focusSoon(() => document.getElementById('saved-shows-heading')),
                onError: (error) => flash(`Error: ${error.message}`, 'warning'),
              })
            }
          />
        </section>
        <p>
          <Link to={paths.upNext}>Up next</Link>: the next episode of each saved show, and what you have watched.
        </p>
        <p>
          <Link to={paths.watchlist}>Your watchlist</Link>: the films you keep for later, where they are showing and
          when they are on TV.
        </p>
        <FavouriteTeams teams={data.teams ?? []} />
        <SpoilerSwitch />
        <MyServices />
        <AlertsSection />
        <CalendarFeed />
        <ImportHistory />
        <ChangePassword />
        <AccountExport />
        <DeleteAccount email={data.email} />
      </>
    );
  }

  return (
    <section className="page">
      <PageHead title="Your account" noindex />
      <div className="page-heading">
        <h1>Your account</h1>
        <button type="button" onClick={() => navigate(paths.logout)}>
          Logout
        </button>
      </div>
      {body}
    </section>
  );
}
