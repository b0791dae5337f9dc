// / and /login: the login screen, or the signed-in user's start page (admin -> /admin,
// player -> /player/dashboard).
import { LOGIN_DESTINATION, useSession } from '@reality-draft/kit/host';
import { Navigate } from 'react-router-dom';
import { LoginScreen } from '../../features/auth/components/LoginScreen';

export function LoginRoute() {
  const session = useSession();
  if (session.role !== 'anonymous') return <Navigate to={LOGIN_DESTINATION[session.role]} replace />;
  return <LoginScreen />;
}
