// Mount once inside the store's Provider (the shell does): runs the push stream while someone is
// signed in, and restarts it when the session's token changes. Renders nothing.
import { useEffect } from 'react';
import { useDispatch } from 'react-redux';
import { useSession } from '../session/sessionStore';
import { startPushStream } from './pushRuntime';

export function PushStream() {
  const dispatch = useDispatch();
  const session = useSession();
  const token = session.role === 'anonymous' ? null : session.token;
  useEffect(() => (token ? startPushStream(dispatch) : undefined), [dispatch, token]);
  return null;
}
