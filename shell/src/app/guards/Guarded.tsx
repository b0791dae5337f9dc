// Access check when a screen is drawn: a failed check renders the login screen at the same URL
// (no redirect), and a sign-in there comes back to this page when it may; a passed one renders the
// app frame with the page.
import { INVITE_ROUTE, useSession } from '@reality-draft/kit/host';
import { matchPath, Navigate, useLocation } from 'react-router-dom';
import { AccessNotice } from '../../features/auth/components/AccessNotice';
import { LoginScreen } from '../../features/auth/components/LoginScreen';
import { InviteNotice } from '../../features/invite/components/InviteNotice';
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
    const returnTo = { path: `${location.pathname}${location.search}`, roles: SIGNED_IN_ROLES.filter((role) => canAccess(role, access)) };
    // A signed-out invite link says what it invites to and opens on Register (issue 28 §7).
    const invite = session.role === 'anonymous' ? matchPath(INVITE_ROUTE, location.pathname)?.params.code : undefined;
    if (invite)
      return (
        <PageTitle title={SHELL_TITLES.invite}>
          <LoginScreen notice={<InviteNotice code={invite} />} returnTo={returnTo} opensOn="register" demoAccounts={false} />
        </PageTitle>
      );
    return (
      <PageTitle title={SHELL_TITLES.login}>
        <LoginScreen notice={<AccessNotice needs={ACCESS_WORDING[access]} />} returnTo={returnTo} />
      </PageTitle>
    );
  }
  return <AppLayout session={session} />;
}
