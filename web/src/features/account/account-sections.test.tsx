import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { answersInTurn, apiAnswer, renderAt } from '../../lib/test-server';
import { ChangePassword } from './ChangePassword';
import { DeleteAccount } from './DeleteAccount';

const { answers, fetchMock, serve } = answersInTurn();

beforeEach(() => {
  serve();
  vi.stubGlobal('caches', { delete: async () => true });
  localStorage.setItem('token', 'old.token.here');
});
afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
});

const wrap = (children: ReactNode) => renderAt('/user/account', children);

describe('changing the password on the account page', () => {
  it('checks the fields first, shows the server’s refusal beside the current password, then keeps the new token', async () => {
    const user = userEvent.setup();
    wrap(<ChangePassword />);
    await user.click(screen.getByRole('button', { name: 'Change password' }));
    expect(screen.getByLabelText('Current password')).toHaveAccessibleDescription(
      'Please enter your current password.',
    );
    expect(fetchMock).not.toHaveBeenCalled();

    await user.type(screen.getByLabelText('Current password'), 'wrong one');
    await user.type(screen.getByLabelText('New password'), 'violet-lantern-97');
    answers.push(apiAnswer('Your current password is not the one you typed.', 400));
    await user.click(screen.getByRole('button', { name: 'Change password' }));
    await waitFor(() =>
      expect(screen.getByLabelText('Current password')).toHaveAccessibleDescription(
        'Your current password is not the one you typed.',
      ),
    );
    expect(screen.getByLabelText('Current password')).toHaveAttribute('aria-invalid', 'true');
    const sent = fetchMock.mock.calls[0]!;
    expect(String(sent[0])).toContain('/v1/users/change-password');
    expect(String(sent[1]?.body)).toBe('currentPassword=wrong+one&newPassword=violet-lantern-97');

    answers.push(
      apiAnswer({
        message: 'Your password has been changed. You are logged out everywhere else.',
        token: 'new.token.here',
      }),
    );
    await user.click(screen.getByRole('button', { name: 'Change password' }));
    expect(
      await screen.findByText('Your password has been changed. You are logged out everywhere else.'),
    ).toBeInTheDocument();
    expect(localStorage.getItem('token')).toBe('new.token.here');
    expect(screen.getByLabelText('Current password')).toHaveValue('');
  });
});

describe('deleting the account', () => {
  it('needs the address typed out, then forgets the session here', async () => {
    const user = userEvent.setup();
    wrap(<DeleteAccount email="leaver@example.com" />);
    await user.type(screen.getByLabelText('Password'), 'correct horse battery');
    await user.type(screen.getByLabelText('Type your e-mail address to confirm', { exact: false }), 'someone@else.com');
    await user.click(screen.getByRole('button', { name: 'Delete my account' }));
    expect(screen.getByText('Type your e-mail address, leaver@example.com, to confirm.')).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();

    const confirm = screen.getByLabelText('Type your e-mail address to confirm', { exact: false });
    await user.clear(confirm);
    await user.type(confirm, 'Leaver@Example.com');
    answers.push(apiAnswer({ deleted: true, message: 'Your account and everything it held have been deleted.' }));
    await user.click(screen.getByRole('button', { name: 'Delete my account' }));
    await waitFor(() => expect(localStorage.getItem('token')).toBeNull());
    expect(String(fetchMock.mock.calls[0]![1]?.body)).toBe(
      'password=correct+horse+battery&confirmation=Leaver%40Example.com',
    );
  });
});
