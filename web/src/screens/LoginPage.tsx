import { useState } from 'react';
import { href, Link, useSearchParams } from '../lib/router';
import { Flash } from '../components/FlashMessages';
import { PageHead } from '../components/PageHead';
import { useSession } from '../lib/session';
import { AccountForm } from '../features/account/AccountForm';
import { justCreatedAccount, returnAddress, useAccountActions } from '../features/account/account-api';
import * as paths from '../paths';

export default function LoginPage() {
  const session = useSession();
  const { logIn } = useAccountActions();
  // Just after creating an account both fields are filled in: one press of Log in.
  const [created] = useState(justCreatedAccount);
  // The page a visitor came from to log in: an account created instead leads back there too.
  const next = returnAddress(useSearchParams()[0].get('next'));
  return (
    <section className="page narrow">
      <PageHead
        title="Log in"
        description="Log in to follow teams and shows, save zip codes and see your own evening."
        noindex
      />
      <h1>Log in</h1>
      {session ? (
        <>
          <Flash status="info">You are logged in.</Flash>
          <p>
            Go to <Link to={paths.account}>your account</Link> or <Link to={paths.logout}>log out</Link>.
          </p>
        </>
      ) : (
        <>
          <AccountForm
            submitLabel="Log in"
            busyLabel="Logging in…"
            purpose="login"
            onSubmit={logIn}
            initial={created}
          />
          <p className="muted">
            <Link to={paths.forgotPassword}>Forgot your password?</Link>
          </p>
          <p className="muted">
            New here? <Link to={next ? href(paths.newUser, { next }) : paths.newUser}>Create an account</Link>.
          </p>
        </>
      )}
    </section>
  );
}
