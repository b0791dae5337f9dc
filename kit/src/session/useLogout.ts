// Logout for either role (docs/accounts.md#logout): sign out here at once (clear the stored session, which also
// resets the API state, see syncApiWithSession) and go to /login; then revoke the captured token on
// the server without waiting for it.
import { useCallback } from 'react';
import { useNavigate } from 'react-router-dom';
import { revokeToken } from './revokeToken';
import { getSession, sessionActions } from './sessionStore';

export function useLogout(): () => void {
  const navigate = useNavigate();
  return useCallback(() => {
    const session = getSession();
    // A second click finds the session already gone and does nothing.
    if (session.role === 'anonymous') return;
    if (session.role === 'admin') sessionActions.clearAll();
    else sessionActions.dropPlayer();
    void navigate('/login', { replace: true });
    revokeToken(session.token);
  }, [navigate]);
}
