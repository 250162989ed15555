import './personal-guide.css';
import { useId, useState } from 'react';
import { MIN_PASSWORD_LENGTH } from '@guide/common/account';
import { Flash } from '../../components/FlashMessages';
import { ApiError } from '../../lib/api';
import { useChangePassword } from './account-api';
import { FieldsForm } from './FormField';

type Errors = { current?: string; next?: string; form?: string };

/** Which field a refusal of the server is about: the current password, or the new one. */
export function changePasswordErrors(error: unknown): Errors {
  if (!(error instanceof ApiError) || error.status === 0 || error.status >= 500 || error.status === 429)
    return { form: error instanceof Error ? error.message : 'The password could not be changed. Try again.' };
  if (error.status === 401) return { form: error.message };
  return /current password/i.test(error.message) ? { current: error.message } : { next: error.message };
}

/** The account's "Password" section: the current password, a new one; other sessions end. */
export function ChangePassword() {
  const id = useId();
  const change = useChangePassword();
  const [current, setCurrent] = useState('');
  const [next, setNext] = useState('');
  const [errors, setErrors] = useState<Errors>({});
  const [done, setDone] = useState<string>();

  const submit = () => {
    setDone(undefined);
    const problems: Errors = {
      current: current === '' ? 'Please enter your current password.' : undefined,
      next:
        next.length < MIN_PASSWORD_LENGTH
          ? `The new password must be at least ${MIN_PASSWORD_LENGTH} characters long.`
          : undefined,
    };
    setErrors(problems);
    if (problems.current || problems.next) return;
    change.mutate(
      { currentPassword: current, newPassword: next },
      {
        onSuccess: (answer) => {
          setCurrent('');
          setNext('');
          setDone(answer.message);
        },
        onError: (error) => setErrors(changePasswordErrors(error)),
      },
    );
  };

  return (
    <section className="section" aria-labelledby={`${id}-heading`}>
      <h2 id={`${id}-heading`}>Password</h2>
      <FieldsForm
        fields={[
          {
            id: `${id}-current`,
            label: 'Current password',
            type: 'password',
            name: 'currentPassword',
            autoComplete: 'current-password',
            value: current,
            onChange: setCurrent,
            error: errors.current,
          },
          {
            id: `${id}-new`,
            label: 'New password',
            hint: `At least ${MIN_PASSWORD_LENGTH} characters. You stay logged in here and are logged out everywhere else.`,
            type: 'password',
            name: 'newPassword',
            autoComplete: 'new-password',
            value: next,
            onChange: setNext,
            error: errors.next,
          },
        ]}
        onSubmit={submit}
        status={
          <>
            {errors.form && <Flash status="warning">{errors.form}</Flash>}
            {done && <Flash status="info">{done}</Flash>}
          </>
        }
        submit="Change password"
        busy={change.isPending}
        busyLabel="Changing…"
      />
    </section>
  );
}
