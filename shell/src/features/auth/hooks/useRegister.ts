// Creates a player account, then logs the new player in (the login call follows) and opens
// /player/dashboard. Toasts per docs/accounts.md#sign-in-toasts.
import { toast } from '@reality-draft/kit/host';
import { useCallback, useState } from 'react';
import type { ReturnTo } from '../model/returnTo';
import { authApi, type RegisterRequest } from '../api/authApi';
import { failureText } from '../model/failureText';
import { useLogin } from './useLogin';

export function useRegister() {
  const [registering, setRegistering] = useState(false);
  const { submit: login, isLoading: loggingIn } = useLogin();

  const submit = useCallback(
    async (registration: RegisterRequest, returnTo?: ReturnTo): Promise<boolean> => {
      setRegistering(true);
      const result = await authApi.register(registration).finally(() => setRegistering(false));
      if (result.error) {
        toast({
          title: 'Registration Failed',
          description: failureText(result.error, 'Failed to create account'),
          variant: 'destructive',
        });
        return false;
      }
      toast({ title: 'Account Created!', description: `Welcome ${registration.firstName}` });
      return login({ emailOrUsername: registration.email, password: registration.password }, { announce: false, returnTo });
    },
    [login],
  );

  return { submit, isLoading: registering || loggingIn };
}
