import './personal-guide.css';
import { useQueryClient } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { Flash } from '../../components/FlashMessages';
import { ApiError } from '../../lib/api';
import { useFlash } from '../../lib/flash';
import { forgetKeptCopies } from '../../lib/offline-keeping';
import { useNavigate } from '../../lib/router';
import { clearToken } from '../../lib/session';
import * as paths from '../../paths';
import { useDeleteAccount } from './account-api';
import { FieldsForm } from './FormField';

type Errors = { password?: string; confirmation?: string; form?: string };

/** The account's last section: the password and the e-mail address typed out, then everything goes. */
export function DeleteAccount({ email }: { email: string }) {
  const id = useId();
  const remove = useDeleteAccount();
  const client = useQueryClient();
  const navigate = useNavigate();
  const { flash } = useFlash();
  const [password, setPassword] = useState('');
  const [confirmation, setConfirmation] = useState('');
  const [errors, setErrors] = useState<Errors>({});

  const submit = () => {
    const problems: Errors = {
      password: password === '' ? 'Please enter your password.' : undefined,
      confirmation:
        confirmation.trim().toLowerCase() !== email.toLowerCase()
          ? `Type your e-mail address, ${email}, to confirm.`
          : undefined,
    };
    setErrors(problems);
    if (problems.password || problems.confirmation) return;
    remove.mutate(
      { password, confirmation: confirmation.trim() },
      {
        onSuccess: async (answer) => {
          // Nothing of the account stays on this device either.
          clearToken();
          client.removeQueries();
          await forgetKeptCopies().catch(() => undefined);
          flash(answer.message, 'info', paths.home);
          navigate(paths.home);
        },
        onError: (error) => {
          if (error instanceof ApiError && error.status === 400)
            setErrors(/e-mail/i.test(error.message) ? { confirmation: error.message } : { password: error.message });
          else setErrors({ form: error.message });
        },
      },
    );
  };

  return (
    <section className="section danger-zone" aria-labelledby={`${id}-heading`}>
      <h2 id={`${id}-heading`}>Delete your account</h2>
      <p>
        This deletes your account and everything it holds — saved zip codes and shows, followed teams, your calendar
        feed — at once and for good. Download your data first if you want a copy.
      </p>
      <FieldsForm
        fields={[
          {
            id: `${id}-password`,
            label: 'Password',
            type: 'password',
            name: 'password',
            autoComplete: 'current-password',
            value: password,
            onChange: setPassword,
            error: errors.password,
          },
          {
            id: `${id}-confirmation`,
            label: 'Type your e-mail address to confirm',
            hint: email,
            type: 'text',
            name: 'confirmation',
            autoComplete: 'off',
            spellCheck: false,
            value: confirmation,
            onChange: setConfirmation,
            error: errors.confirmation,
          },
        ]}
        onSubmit={submit}
        status={<>{errors.form && <Flash status="warning">{errors.form}</Flash>}</>}
        submit="Delete my account"
        busy={remove.isPending}
        busyLabel="Deleting…"
        danger
      />
    </section>
  );
}
