import { useId, useState, type FormEvent } from 'react';

interface AccountFormProps {
  submitLabel: string;
  busyLabel: string;
  /** Logging in to an existing account, or creating one (tells password managers which). */
  purpose: 'login' | 'create';
  onSubmit(email: string, password: string): Promise<void>;
  /** What the fields start with (the login form after an account was just created). */
  initial?: { email: string; password: string } | null;
}

/** E-mail and password, both required (spec section 5); shared by login and create account. */
export function AccountForm({ submitLabel, busyLabel, purpose, onSubmit, initial = null }: AccountFormProps) {
  const [email, setEmail] = useState(initial?.email ?? '');
  const [password, setPassword] = useState(initial?.password ?? '');
  const [busy, setBusy] = useState(false);
  const [missing, setMissing] = useState<{ email?: boolean; password?: boolean }>({});
  const id = useId();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const problems = { email: email.trim() === '', password: password === '' };
    setMissing(problems);
    if (problems.email || problems.password) return;
    setBusy(true);
    try {
      await onSubmit(email.trim(), password);
    } finally {
      setBusy(false);
    }
  };

  return (
    <form className="stacked-form" onSubmit={submit} noValidate>
      <label htmlFor={`${id}-email`}>E-mail</label>
      <input
        id={`${id}-email`}
        type="email"
        name="email"
        autoComplete="email"
        required
        value={email}
        onChange={(e) => setEmail(e.target.value)}
        aria-invalid={missing.email || undefined}
        aria-describedby={missing.email ? `${id}-email-error` : undefined}
      />
      {missing.email && (
        <p id={`${id}-email-error`} className="field-error">
          Please enter your e-mail address.
        </p>
      )}
      <label htmlFor={`${id}-password`}>Password</label>
      <input
        id={`${id}-password`}
        type="password"
        name="password"
        autoComplete={purpose === 'login' ? 'current-password' : 'new-password'}
        required
        value={password}
        onChange={(e) => setPassword(e.target.value)}
        aria-invalid={missing.password || undefined}
        aria-describedby={missing.password ? `${id}-password-error` : undefined}
      />
      {missing.password && (
        <p id={`${id}-password-error`} className="field-error">
          Please enter your password.
        </p>
      )}
      <button type="submit" className="primary" disabled={busy}>
        {busy ? busyLabel : submitLabel}
      </button>
    </form>
  );
}
