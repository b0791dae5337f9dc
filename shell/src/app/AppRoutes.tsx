// The route table (docs/accounts.md#route-access). Remote screens are loaded at run time; see REMOTE_ROUTES. Every
// route's element carries its page title (a failed access check shows the login screen, titled so).
import { FORGOT_PASSWORD_PATH, RESET_PASSWORD_PATH } from '@reality-draft/events';
import { Route, Routes } from 'react-router-dom';
import { NotFoundPage } from '../features/not-found/components/NotFoundPage';
import type { Access } from './access';
import { Guarded } from './guards/Guarded';
import { ForgotPasswordScreen } from '../features/auth/components/ForgotPasswordScreen';
import { ResetPasswordScreen } from '../features/auth/components/ResetPasswordScreen';
import { HomePage, RemoteRoute } from './lazyScreens';
import { LoginRoute } from './guards/LoginRoute';
import { PageTitle, SHELL_TITLES } from './pageTitle';
import { REMOTE_ROUTES } from './remoteRoutes';

const GUARDED: Exclude<Access, 'anyone'>[] = ['admin', 'player', 'member'];

/** The pages of a forgotten password, open to anyone (docs/accounts.md#forgot-password). */
const SIGNED_OUT_PAGES = [
  { path: FORGOT_PASSWORD_PATH, title: SHELL_TITLES.forgotPassword, Screen: ForgotPasswordScreen },
  { path: RESET_PASSWORD_PATH, title: SHELL_TITLES.resetPassword, Screen: ResetPasswordScreen },
];

export function AppRoutes() {
  const login = (
    <PageTitle title={SHELL_TITLES.login}>
      <LoginRoute />
    </PageTitle>
  );
  return (
    <Routes>
      <Route path="/" element={login} />
      <Route path="/login" element={login} />
      {SIGNED_OUT_PAGES.map(({ path, title, Screen }) => (
        <Route
          key={path}
          path={path}
          element={
            <PageTitle title={title}>
              <Screen />
            </PageTitle>
          }
        />
      ))}
      {GUARDED.map((access) => (
        <Route key={access} element={<Guarded access={access} />}>
          {access === 'admin' && (
            <Route
              path="/home"
              element={
                <PageTitle title={SHELL_TITLES.home}>
                  <HomePage />
                </PageTitle>
              }
            />
          )}
          {REMOTE_ROUTES.filter((route) => route.access === access).map((route) => (
            <Route
              key={route.path}
              path={route.path}
              element={
                <PageTitle title={route.title}>
                  <RemoteRoute key={route.path} remote={route.remote} module={route.module} />
                </PageTitle>
              }
            />
          ))}
        </Route>
      ))}
      <Route
        path="*"
        element={
          <PageTitle title={SHELL_TITLES.notFound}>
            <NotFoundPage />
          </PageTitle>
        }
      />
    </Routes>
  );
}
