// Logs in, stores the session of the answered role and opens that role's start page
// (admin -> /admin, player -> /player/dashboard). Toasts per spec 01 §8.
import { api, errorMessage, errorStatus, LOGIN_DESTINATION, sessionActions, toast } from '@reality-draft/kit';
import { useCallback } from 'react';
import { useDispatch } from 'react-redux';
import { useNavigate } from 'react-router-dom';
import { authApi, type Credentials, type LoginResponse } from '../api/authApi';

function loginFailed(description = 'Invalid credentials') {
  toast({ title: 'Login Failed', description, variant: 'destructive' });
}

function isValidLogin(data: LoginResponse | undefined): data is LoginResponse {
  if (!data || !data.sessionToken) return false;
  if (data.userType === 'admin') return Boolean(data.admin);
  if (data.userType === 'player') return Boolean(data.user);
  return false;
}

export function useLogin() {
  const [login, { isLoading }] = authApi.useLoginMutation();
  const dispatch = useDispatch();
  const navigate = useNavigate();

  const submit = useCallback(
    async (credentials: Credentials, options: { announce?: boolean } = {}): Promise<boolean> => {
      const { announce = true } = options;
      const result = await login(credentials);
      if (result.error) {
        // A throttled login says so (429); every other failure is 'Invalid credentials'.
        const throttled = errorStatus(result.error) === 429;
        loginFailed(throttled ? errorMessage(result.error, 'Invalid credentials') : undefined);
        return false;
      }
      const data = result.data;
      if (!isValidLogin(data)) {
        loginFailed();
        return false;
      }
      dispatch(api.util.resetApiState());
      if (data.userType === 'admin') sessionActions.saveAdmin(data.sessionToken, data.admin);
      else sessionActions.savePlayer(data.sessionToken, data.user);
      if (announce) toast({ title: 'Welcome!', description: 'Successfully logged in' });
      navigate(LOGIN_DESTINATION[data.userType], { replace: true });
      return true;
    },
    [dispatch, login, navigate],
  );

  return { submit, isLoading };
}
