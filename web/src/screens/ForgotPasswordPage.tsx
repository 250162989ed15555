import { useId, useState } from 'react';
import { Flash } from '../components/FlashMessages';
import { PageHead } from '../components/PageHead';
import { FieldsForm } from '../features/account/FormField';
import { requestPasswordReset } from '../features/account/account-api';
import { ApiError } from '../lib/api';
import { Link } from '../lib/router';
import * as paths from '../paths';

/** '/forgot-password': an e-mail address in, a single-use link to choose a new password out. */
export default function ForgotPasswordPage() {
  const id = useId();
  const [email, setEmail] = useState('');
  const [error, setError] = useState<string>();
  const [failure, setFailure] = useState<string>();
  const [sent, setSent] = useState<string>();
  const [busy, setBusy] = useState(false);

  const submit = async () => {
    setFailure(undefined);
    if (email.trim() === '') {
      setError('Please enter your e-mail address.');
      return;
    }
    setError(undefined);
    setBusy(true);
    try {
      setSent((await requestPasswordReset(email.trim())).message);
    } catch (problem) {
      if (problem instanceof ApiError && problem.status === 400) setError(problem.message);
      else setFailure(problem instanceof Error ? problem.message : 'The link could not be asked for. Try again.');
    } finally {
      setBusy(false);
    }
  };

  return (
    <section className="page narrow">
      <PageHead title="Forgot your password?" description="Get a link to choose a new password." noindex />
      <h1>Forgot your password?</h1>
      <div role="status" aria-live="polite">
        {sent && <Flash status="info">{sent}</Flash>}
        {failure && <Flash status="warning">{failure}</Flash>}
      </div>
      {!sent && (
        <FieldsForm
          fields={[
            {
              id: `${id}-email`,
              label: 'E-mail',
              hint: 'We send a link to choose a new password to this address, if it has an account.',
              type: 'email',
              name: 'email',
              autoComplete: 'email',
              required: true,
              value: email,
              onChange: setEmail,
              error,
            },
          ]}
          onSubmit={() => void submit()}
          submit="Send the link"
          busy={busy}
          busyLabel="Sending…"
        />
      )}
      <p className="muted">
        Remembered it? <Link to={paths.login}>Log in</Link>.
      </p>
    </section>
  );
}
