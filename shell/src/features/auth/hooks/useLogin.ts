// Logs in, stores the session of the answered role and opens that role's start page
// (admin -> /admin, player -> /player/dashboard), or the page the login screen stood in for
// (returnTo: an invite link lands back in its join). Toasts per docs/accounts.md#sign-in-toasts. A stored session that the
// new one replaces is revoked on the server (without waiting).
import { getTokens, replacedTokens, revokeToken, sessionActions, toast } from '@reality-draft/kit/host';
import { useCallback, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { afterSignIn, type ReturnTo } from '../model/returnTo';
import { authApi, type LoginRequest, type LoginResponse } from '../api/authApi';

function isValidLogin(data: LoginResponse | undefined): data is LoginResponse {
  if (!data || !data.sessionToken) return false;
  if (data.userType === 'admin') return Boolean(data.admin);
  if (data.userType === 'player') return Boolean(data.user);
  return false;
}

export function useLogin() {
  const [isLoading, setLoading] = useState(false);
  const navigate = useNavigate();

  const submit = useCallback(
    async (credentials: LoginRequest, options: { announce?: boolean; returnTo?: ReturnTo } = {}): Promise<boolean> => {
      const { announce = true, returnTo } = options;
      setLoading(true);
      const result = await authApi.login(credentials).finally(() => setLoading(false));
      const data = result.data;
      // Every failure reads the same (docs/accounts.md#sign-in-toasts): a wrong password, a throttled login (429), an
      // unrecognised answer or the network.
      if (result.error || !isValidLogin(data)) {
        toast({ title: 'Login Failed', description: 'Invalid credentials', variant: 'destructive' });
        return false;
      }
      const replaced = replacedTokens(getTokens(), data.sessionToken);
      // Storing the session resets the API state once the store exists (syncApiWithSession in app/store).
      if (data.userType === 'admin') sessionActions.saveAdmin(data.sessionToken, data.admin);
      else sessionActions.savePlayer(data.sessionToken, data.user);
      replaced.forEach(revokeToken);
      if (announce) toast({ title: 'Welcome!', description: 'Successfully logged in' });
      void navigate(afterSignIn(data.userType, returnTo), { replace: true });
      return true;
    },
    [navigate],
  );

  return { submit, isLoading };
}
