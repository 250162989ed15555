import type { CreatedUser } from '@guide/common/account';
import { useNavigate } from '../../lib/router';
import { ApiError, apiJson, apiText } from '../../lib/api';
import { useFlash } from '../../lib/flash';
import { storeToken } from '../../lib/session';

/** What the login and create-account forms do, shared by their pages and the /user switcher. */
export function useAccountActions() {
  const navigate = useNavigate();
  const { flash } = useFlash();

  const logIn = async (email: string, password: string) => {
    try {
      const token = await apiText('/users/token', { basic: { username: email, password } });
      storeToken(token.trim());
      flash('Logged in.', 'info', '/cinema');
      navigate('/cinema');
    } catch {
      flash('Error logging in.', 'warning');
    }
  };

  const createUser = async (email: string, password: string) => {
    try {
      await apiJson<CreatedUser>('/users/create', { method: 'POST', form: { username: email, password } });
      flash('New user created. Please log in.', 'info', '/user/login');
      navigate('/user/login');
    } catch (error) {
      flash(error instanceof ApiError ? error.message : 'Error creating user.', 'warning');
    }
  };

  return { logIn, createUser };
}
