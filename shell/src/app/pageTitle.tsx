// Each page's document title ('Draft Room · Reality Draft'): the shell's own screens are named here,
// the remotes' in REMOTE_ROUTES; AppRoutes wraps every route's element in <PageTitle>.
import { PRODUCT_NAME } from '@reality-draft/kit/host';
import { useEffect, type ReactNode } from 'react';

export const SHELL_TITLES = {
  login: 'Log In',
  forgotPassword: 'Forgot Password',
  resetPassword: 'Reset Password',
  invite: 'Draft Invite',
  home: 'Home',
  notFound: 'Page Not Found',
} as const;

export function documentTitle(page: string): string {
  return `${page} · ${PRODUCT_NAME}`;
}

export function PageTitle({ title, children }: { title: string; children: ReactNode }) {
  useEffect(() => {
    document.title = documentTitle(title);
  }, [title]);
  return children;
}
