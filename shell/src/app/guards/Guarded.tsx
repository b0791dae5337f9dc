// Access check when a screen is drawn: a failed check renders the login screen at the same URL
// (no redirect), and a sign-in there comes back to this page when it may; a passed one renders the
// app frame with the page.
import { useSession } from '@reality-draft/kit/host';
import { Navigate, useLocation } from 'react-router-dom';
import { AccessNotice } from '../../features/auth/components/AccessNotice';
import { LoginScreen } from '../../features/auth/components/LoginScreen';
import { ACCESS_WORDING, canAccess, type Access } from '../access';
import { AppLayout } from '../layouts/AppLayout';
import { PageTitle, SHELL_TITLES } from '../pageTitle';
import { playerRoomRedirect } from '../playerRoomRedirect';

const SIGNED_IN_ROLES = ['admin', 'player'] as const;

export function Guarded({ access }: { access: Exclude<Access, 'anyone'> }) {
  const session = useSession();
  const location = useLocation();
  const playerRoom = session.role === 'player' ? playerRoomRedirect(location.pathname) : null;
  if (playerRoom) return <Navigate replace to={playerRoom} />;
  if (session.role === 'anonymous' || !canAccess(session.role, access)) {
    return (
      <PageTitle title={SHELL_TITLES.login}>
        <LoginScreen
          notice={<AccessNotice needs={ACCESS_WORDING[access]} />}
          returnTo={{ path: `${location.pathname}${location.search}`, roles: SIGNED_IN_ROLES.filter((role) => canAccess(role, access)) }}
        />
      </PageTitle>
    );
  }
  return <AppLayout session={session} />;
}
