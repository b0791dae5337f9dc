// Shown when the admin check denies access: 'Admin Access Required' with a 'Login as Admin' link.
import { buttonClasses, getTokens, revokeToken, sessionActions, StatusCard } from '@reality-draft/kit';
import { LogIn, ShieldAlert } from 'lucide-react';
import { Link } from 'react-router-dom';

/** The stored admin session is not accepted: end it (revoked on the server too, without waiting) so /login shows the form. */
function leaveAdminSession(): void {
  const { adminToken } = getTokens();
  if (adminToken) revokeToken(adminToken);
  sessionActions.dropAdmin();
}

export function AdminAccessRequired() {
  return (
    <StatusCard icon={ShieldAlert} tone="rose" title="Admin Access Required">
      <p className="mt-2 text-sm text-slate-600">Your session could not be confirmed as an admin session. Log in with an admin account to manage the league.</p>
      <Link to="/login" onClick={leaveAdminSession} className={buttonClasses({ className: 'mt-6' })}>
        <LogIn className="h-4 w-4" aria-hidden />
        Login as Admin
      </Link>
    </StatusCard>
  );
}
