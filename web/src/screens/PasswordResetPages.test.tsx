import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { answersInTurn, apiAnswer, renderAt } from '../lib/test-server';
import ForgotPasswordPage from './ForgotPasswordPage';
import ResetPasswordPage from './ResetPasswordPage';

const { answers, fetchMock, serve } = answersInTurn();

beforeEach(() => {
  serve();
});
afterEach(() => {
  vi.unstubAllGlobals();
  window.history.replaceState(null, '', '/');
});

describe('/forgot-password', () => {
  it('asks for the address, shows the server’s refusal beside it, then the one answer for every address', async () => {
    const user = userEvent.setup();
    renderAt('/forgot-password', <ForgotPasswordPage />);
    await user.click(screen.getByRole('button', { name: 'Send the link' }));
    expect(screen.getByLabelText('E-mail')).toHaveAccessibleDescription(
      expect.stringContaining('Please enter your e-mail address.'),
    );

    await user.type(screen.getByLabelText('E-mail'), 'not-an-address');
    answers.push(apiAnswer('Please enter a valid e-mail address.', 400));
    await user.click(screen.getByRole('button', { name: 'Send the link' }));
    expect(await screen.findByText('Please enter a valid e-mail address.')).toHaveClass('field-error');

    await user.clear(screen.getByLabelText('E-mail'));
    await user.type(screen.getByLabelText('E-mail'), 'me@example.com');
    const message =
      'If an account has that address, a link to choose a new password is on its way. It works once, for 30 minutes.';
    answers.push(apiAnswer({ message }));
    await user.click(screen.getByRole('button', { name: 'Send the link' }));
    expect(await screen.findByText(message)).toBeInTheDocument();
    expect(String(fetchMock.mock.calls[1]![1]?.body)).toBe('email=me%40example.com');
    expect(screen.queryByRole('button', { name: 'Send the link' })).toBeNull();
  });
});

describe('/reset-password', () => {
  const open = (address: string) => {
    window.history.replaceState(null, '', address);
    return renderAt(address, <ResetPasswordPage />);
  };

  it('takes the token out of the address, checks both fields, and says when the link has been used', async () => {
    const user = userEvent.setup();
    const token = 'A'.repeat(43);
    open(`/reset-password?token=${token}`);
    await waitFor(() => expect(window.location.search).toBe(''));

    await user.type(screen.getByLabelText('New password'), 'amber-meadow-31');
    await user.type(screen.getByLabelText('New password again'), 'amber-meadow-13');
    await user.click(screen.getByRole('button', { name: 'Set the new password' }));
    expect(screen.getByLabelText('New password again')).toHaveAccessibleDescription(
      'The two passwords are not the same.',
    );
    expect(fetchMock).not.toHaveBeenCalled();

    await user.clear(screen.getByLabelText('New password again'));
    await user.type(screen.getByLabelText('New password again'), 'amber-meadow-31');
    answers.push(apiAnswer('This reset link has expired or has been used already. Ask for a new one.', 400));
    await user.click(screen.getByRole('button', { name: 'Set the new password' }));
    expect(await screen.findByText(/This reset link has expired or has been used already/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Ask for a new link' })).toHaveAttribute('href', '/forgot-password');
    expect(String(fetchMock.mock.calls[0]![1]?.body)).toBe(`token=${token}&password=amber-meadow-31`);
  });

  it('sets the new password and leads to the login', async () => {
    const user = userEvent.setup();
    open(`/reset-password?token=${'B'.repeat(43)}`);
    await user.type(screen.getByLabelText('New password'), 'amber-meadow-31');
    await user.type(screen.getByLabelText('New password again'), 'amber-meadow-31');
    answers.push(apiAnswer({ message: 'Your password has been changed. Log in with the new one.' }));
    await user.click(screen.getByRole('button', { name: 'Set the new password' }));
    expect(await screen.findByText(/Your password has been changed/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Log in' })).toHaveAttribute('href', '/user/login');
  });
});
