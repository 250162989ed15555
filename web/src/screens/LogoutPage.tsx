import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { Link } from '../lib/router';
import { PageHead } from '../components/PageHead';
import { LoadingDots } from '../components/LoadingDots';
import { clearToken, readToken } from '../lib/session';
import { userDataQueries } from '../lib/user-data-api';
import { revokeToken } from '../features/account/account-api';
import * as paths from '../paths';

/** Revokes the token on the server, then forgets it here, whatever the server said. */
export default function LogoutPage() {
  const client = useQueryClient();
  const [done, setDone] = useState(false);
  useEffect(() => {
    const token = readToken();
    const revoke = token ? revokeToken(token).catch(() => undefined) : Promise.resolve();
    void revoke.then(() => {
      clearToken();
      client.removeQueries({ queryKey: userDataQueries.all });
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
