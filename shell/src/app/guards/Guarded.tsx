// Access check when a screen is drawn: a failed check renders the login screen at the same URL
// (no redirect); a passed one renders the app frame with the page.
import { useSession } from '@reality-draft/kit/host';
import { AccessNotice } from '../../features/auth/components/AccessNotice';
import { LoginScreen } from '../../features/auth/components/LoginScreen';
import { ACCESS_WORDING, canAccess, type Access } from '../access';
import { AppLayout } from '../layouts/AppLayout';
import { PageTitle, SHELL_TITLES } from '../pageTitle';

export function Guarded({ access }: { access: Exclude<Access, 'anyone'> }) {
  const session = useSession();
  if (session.role === 'anonymous' || !canAccess(session.role, access)) {
    return (
      <PageTitle title={SHELL_TITLES.login}>
        <LoginScreen notice={<AccessNotice needs={ACCESS_WORDING[access]} />} />
      </PageTitle>
    );
  }
  return <AppLayout session={session} />;
}
