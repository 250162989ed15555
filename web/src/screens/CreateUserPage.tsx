import { Link } from '../lib/router';
import { MIN_PASSWORD_LENGTH } from '@guide/common/account';
import { PageHead } from '../components/PageHead';
import { AccountForm } from '../features/account/AccountForm';
import { useAccountActions } from '../features/account/account-api';
import * as paths from '../paths';

export default function CreateUserPage() {
  const { createUser } = useAccountActions();
  return (
    <section className="page narrow">
      <PageHead
        title="Create account"
        description="Create an account to follow teams and shows, save zip codes and see your own evening."
        noindex
      />
      <h1>Create account</h1>
      <p className="muted">
        Save zip codes for the cinema and keep a list of your shows. Passwords need at least {MIN_PASSWORD_LENGTH}{' '}
        characters.
      </p>
      <AccountForm submitLabel="Create account" busyLabel="Creating…" purpose="create" onSubmit={createUser} />
      <p className="muted">
        Already have an account? <Link to={paths.login}>Log in</Link>.
      </p>
    </section>
  );
}
