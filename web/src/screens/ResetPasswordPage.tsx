import { useEffect, useId, useState, useSyncExternalStore } from 'react';
import { MIN_PASSWORD_LENGTH } from '@guide/common/account';
import { Flash } from '../components/FlashMessages';
import { PageHead } from '../components/PageHead';
import { FieldsForm } from '../features/account/FormField';
import { resetPassword } from '../features/account/account-api';
import { ApiError } from '../lib/api';
import { Link } from '../lib/router';
import * as paths from '../paths';

/** The token of the link this page was opened with, kept once the address no longer shows it. */
let lastToken = '';
function linkToken(): string {
  const fromAddress = new URLSearchParams(window.location.search).get('token');
  if (fromAddress) lastToken = fromAddress;
  return lastToken;
}
const ignoreChanges = () => () => undefined;

/** '/reset-password?token=…': the link of a reset e-mail; a new password, once. */
export default function ResetPasswordPage() {
  const id = useId();
  // Read after hydration (the server draws the page without the token, kept once for every link),
  // then taken out of the address bar and history, so it is not shown, bookmarked or shared.
  const token = useSyncExternalStore(ignoreChanges, linkToken, () => null);
  useEffect(() => {
    if (new URLSearchParams(window.location.search).has('token'))
      window.history.replaceState(window.history.state, '', paths.resetPassword);
  }, []);
  const [password, setPassword] = useState('');
  const [repeat, setRepeat] = useState('');
  const [errors, setErrors] = useState<{ password?: string; repeat?: string }>({});
  const [linkProblem, setLinkProblem] = useState<string>();
  const [failure, setFailure] = useState<string>();
  const [done, setDone] = useState<string>();
  const [busy, setBusy] = useState(false);

  const submit = async () => {
    setFailure(undefined);
    const problems = {
      password:
        password.length < MIN_PASSWORD_LENGTH
          ? `The new password must be at least ${MIN_PASSWORD_LENGTH} characters long.`
          : undefined,
      repeat: repeat !== password ? 'The two passwords are not the same.' : undefined,
    };
    setErrors(problems);
    if (problems.password || problems.repeat) return;
    setBusy(true);
    try {
      setDone((await resetPassword(token ?? '', password)).message);
    } catch (problem) {
      if (problem instanceof ApiError && problem.status === 400) {
        if (/link/i.test(problem.message)) setLinkProblem(problem.message);
        else setErrors({ password: problem.message });
      } else setFailure(problem instanceof Error ? problem.message : 'The password could not be changed. Try again.');
    } finally {
      setBusy(false);
    }
  };

  const brokenLink = linkProblem ?? (token === '' ? 'This page needs the link from the e-mail we sent.' : undefined);
  const ready = token !== null;
  return (
    <section className="page narrow">
      <PageHead title="Choose a new password" noindex />
      <h1>Choose a new password</h1>
      <div role="status" aria-live="polite">
        {done && (
          <Flash status="info">
            {done} <Link to={paths.login}>Log in</Link>
          </Flash>
        )}
        {brokenLink && (
          <Flash status="warning">
            {brokenLink} <Link to={paths.forgotPassword}>Ask for a new link</Link>
          </Flash>
        )}
        {failure && <Flash status="warning">{failure}</Flash>}
      </div>
      {!done && !brokenLink && (
        <FieldsForm
          fields={[
            {
              id: `${id}-password`,
              label: 'New password',
              hint: `At least ${MIN_PASSWORD_LENGTH} characters. Every session of the account is logged out.`,
              type: 'password',
              name: 'password',
              autoComplete: 'new-password',
              value: password,
              onChange: setPassword,
              error: errors.password,
            },
            {
              id: `${id}-repeat`,
              label: 'New password again',
              type: 'password',
              name: 'repeat',
              autoComplete: 'new-password',
              value: repeat,
              onChange: setRepeat,
              error: errors.repeat,
            },
          ]}
          onSubmit={() => void submit()}
          submit="Set the new password"
          busy={busy}
          busyLabel="Saving…"
          disabled={!ready}
        />
      )}
    </section>
  );
}
