import { useState } from 'react';
import { Navigate } from '../lib/router';
import { MIN_PASSWORD_LENGTH } from '@guide/common/account';
import { PageHead } from '../components/PageHead';
import { useSession } from '../lib/session';
import { AccountForm } from '../features/account/AccountForm';
import { useAccountActions } from '../features/account/account-api';
import * as paths from '../paths';

/** '/user': log in or create an account; a logged-in user goes straight to the account page. */
export default function UserSwitchPage() {
  const session = useSession();
  const [mode, setMode] = useState<'login' | 'create'>('login');
  const { logIn, createUser } = useAccountActions();
  if (session) return <Navigate to={paths.account} replace />;
  return (
    <section className="page narrow">
      <PageHead title="Account" noindex />
      <h1>Account</h1>
      <div className="segmented" role="group" aria-label="Log in or create an account">
        <button type="button" aria-pressed={mode === 'login'} onClick={() => setMode('login')}>
          Log in
        </button>
        <button type="button" aria-pressed={mode === 'create'} onClick={() => setMode('create')}>
          Create account
        </button>
      </div>
      {mode === 'login' ? (
        <AccountForm key="login" submitLabel="Log in" busyLabel="Logging in…" purpose="login" onSubmit={logIn} />
      ) : (
        <>
          <p className="muted">Passwords need at least {MIN_PASSWORD_LENGTH} characters.</p>
          <AccountForm
            key="create"
            submitLabel="Create account"
            busyLabel="Creating…"
            purpose="create"
            onSubmit={createUser}
          />
        </>
      )}
    </section>
  );
}
