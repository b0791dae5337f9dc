// / and /login: the login screen, or the signed-in user's start page (admin -> /admin,
// player -> /player/dashboard). After a player deleted their account, the screen says so.
import { ACCOUNT_DELETED_STATE, ACCOUNT_DELETION_MESSAGES } from '@reality-draft/events';
import { LOGIN_DESTINATION, useSession } from '@reality-draft/kit/host';
import { Navigate, useLocation } from 'react-router-dom';
import { LoginScreen } from '../../features/auth/components/LoginScreen';
import { SignedOutNotice } from '../../features/auth/components/SignedOutNotice';

export function LoginRoute() {
  const session = useSession();
  const { state } = useLocation() as { state: unknown };
  if (session.role !== 'anonymous') return <Navigate to={LOGIN_DESTINATION[session.role]} replace />;
  const deleted = (state as typeof ACCOUNT_DELETED_STATE | null)?.notice === ACCOUNT_DELETED_STATE.notice;
  return <LoginScreen notice={deleted ? <SignedOutNotice message={ACCOUNT_DELETION_MESSAGES.deleted} /> : undefined} />;
}
