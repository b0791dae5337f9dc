// Shown when the admin check denies access: 'Admin Access Required' with a 'Login as Admin' link.
import { buttonClasses, Card, getTokens, revokeToken, sessionActions } from '@reality-draft/kit';
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
    <Card className="mx-auto max-w-lg p-6 text-center sm:p-10">
      <div aria-hidden className="mx-auto flex h-14 w-14 items-center justify-center rounded-2xl bg-rose-50 text-rose-600 ring-1 ring-rose-100">
        <ShieldAlert className="h-7 w-7" />
      </div>
      <h1 className="mt-4 text-xl font-semibold text-slate-900">Admin Access Required</h1>
      <p className="mt-2 text-sm text-slate-600">Your session could not be confirmed as an admin session. Log in with an admin account to manage the league.</p>
      <Link to="/login" onClick={leaveAdminSession} className={buttonClasses({ className: 'mt-6' })}>
        <LogIn className="h-4 w-4" aria-hidden />
        Login as Admin
      </Link>
    </Card>
  );
}
