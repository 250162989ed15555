/**
 * The account screens' own server state (the `/v1/users` endpoints of spec section 7,
 * docs/api-contract.md): creating an account, logging in and out, and the calendar feed. The
 * user's saved zips, shows and teams, which other screens read too, are in `lib/user-data-api.ts`.
 */
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { ApiError, apiJson, apiText } from '../../lib/api';
import { useFlash } from '../../lib/flash';
import { href, useNavigate, useSearchParams } from '../../lib/router';
import { storeToken, useToken } from '../../lib/session';
import * as paths from '../../paths';

/**
 * The account's queries as `queryOptions`, also its key factory: keyed by the token they were
 * asked with, so one user never sees another's answers.
 */
export const accountQueries = {
  /** The private calendar feed's address (GET /v1/users/calendar). */
  calendarFeed: (token: string | null) =>
    queryOptions({
      queryKey: ['account', token, 'calendar'],
      queryFn: ({ signal }) => apiJson('calendarFeed', { signal }),
      enabled: token !== null,
      retry: false,
    }),
};

export const revokeToken = (token: string) => apiJson('revokeToken', { form: { token } });

/** The calendar feed's address, and Reset, which writes the new address into the cache. */
export function useCalendarFeed() {
  const token = useToken();
  const client = useQueryClient();
  const feed = useQuery(accountQueries.calendarFeed(token));
  const reset = useMutation({
    mutationFn: () => apiJson('resetCalendarFeed'),
    onSuccess: (answer) => client.setQueryData(accountQueries.calendarFeed(token).queryKey, answer),
  });
  return { feed, reset };
}

/**
 * The account just created, handed from the create form to the login form it leads to, so the
 * new user is not asked to type both again. Kept in memory only (never stored), until the next
 * login attempt.
 */
let justCreated: { email: string; password: string } | null = null;

/** The e-mail and password of the account just created in this tab, if any. */
export const justCreatedAccount = () => justCreated;

/**
 * Where a login asked for by a page (Follow on a team page) returns: a path of this site only
 * (`/mlb/147`), never another site's address (`//elsewhere.example`).
 */
export function returnAddress(next: string | null): string | null {
  return next && next.startsWith('/') && !next.startsWith('//') && !next.startsWith('/\\') ? next : null;
}

/** What the login and create-account forms do, shared by their pages and the /user switcher. */
export function useAccountActions() {
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const next = returnAddress(params.get('next'));
  const { flash } = useFlash();

  const logIn = async (email: string, password: string) => {
    justCreated = null;
    try {
      // GET /v1/users/token with Basic auth answers the session token.
      const token = await apiText('logIn', { basic: { username: email, password } });
      storeToken(token.trim());
      // The cinema (spec section 8), unless the login was asked for on the way to something else.
      const to = next ?? paths.cinema;
      flash('Logged in.', 'info', to.split('?')[0]);
      navigate(to);
    } catch {
      flash('Error logging in.', 'warning');
    }
  };

  const createUser = async (email: string, password: string) => {
    try {
      await apiJson('createUser', { form: { username: email, password } });
      justCreated = { email, password };
      flash('New user created. Please log in.', 'info', paths.login);
      navigate(next ? href(paths.login, { next }) : paths.login);
    } catch (error) {
      flash(error instanceof ApiError ? error.message : 'Error creating user.', 'warning');
    }
  };

  return { logIn, createUser };
}

/** Changes the password; the answer's new token replaces this tab's (every other session ends). */
export function useChangePassword() {
  return useMutation({
    mutationFn: (fields: { currentPassword: string; newPassword: string }) =>
      apiJson('changePassword', { form: fields }),
    onSuccess: (answer) => storeToken(answer.token),
  });
}

/** Deletes the account; the caller forgets the session and everything kept for it. */
export function useDeleteAccount() {
  return useMutation({
    mutationFn: (fields: { password: string; confirmation: string }) => apiJson('deleteAccount', { form: fields }),
  });
}

/** Asks for a reset link; the answer is the same whether or not the address has an account. */
export const requestPasswordReset = (email: string) => apiJson('forgotPassword', { form: { email } });

/** Sets a new password with a reset link's token. */
export const resetPassword = (token: string, password: string) =>
  apiJson('resetPassword', { form: { token, password } });

/** Everything the account holds (GET /v1/users/me/export), for the viewer's own copy. */
export const exportAccount = () => apiJson('exportAccount', { params: { id: 'me' } });
