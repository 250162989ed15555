import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { Link } from '../lib/router';
import { PageHead } from '../components/PageHead';
import { LoadingDots } from '../components/LoadingDots';
import { forgetKeptCopies } from '../lib/offline-keeping';
import { clearToken, readToken } from '../lib/session';
import { revokeToken } from '../features/account/account-api';
import * as paths from '../paths';

/**
 * Revokes the token on the server, then forgets it here, whatever the server said, with everything
 * the tab and the device kept while the viewer was logged in: every query's answer (their saved
 * zips and shows, their calendar feed's address) and the pages and answers kept for reading offline.
 */
export default function LogoutPage() {
  const client = useQueryClient();
  const [done, setDone] = useState(false);
  useEffect(() => {
    const token = readToken();
    const revoke = token ? revokeToken(token).catch(() => undefined) : Promise.resolve();
    void revoke.then(async () => {
      clearToken();
      client.removeQueries();
      await forgetKeptCopies().catch(() => undefined);
      setDone(true);
    });
  }, [client]);
  return (
    <section className="page narrow">
      <PageHead title="Log out" noindex />
      <h1>Log out</h1>
      {done ? (
        <p>
          You are logged out. <Link to={paths.login}>Log in again</Link>.
        </p>
      ) : (
        <LoadingDots label="Logging out" />
      )}
    </section>
  );
}
