// Logout for either role: revoke the token on the server (its failure is ignored), clear the stored
// session and the cached API data, then go to /login (spec 01 §4).
import { useCallback } from 'react';
import { useDispatch } from 'react-redux';
import { useNavigate } from 'react-router-dom';
import { api } from '../api/apiSlice';
import { sendRequest } from '../api/request';
import { getSession, sessionActions } from './sessionStore';

export function useLogout(): () => Promise<void> {
  const dispatch = useDispatch();
  const navigate = useNavigate();
  return useCallback(async () => {
    const session = getSession();
    if (session.role !== 'anonymous') {
      await sendRequest({ url: '/api/auth/logout', method: 'POST', token: session.token }).catch(() => undefined);
    }
    if (session.role === 'admin') sessionActions.clearAll();
    else sessionActions.dropPlayer();
    dispatch(api.util.resetApiState());
    navigate('/login', { replace: true });
  }, [dispatch, navigate]);
}
