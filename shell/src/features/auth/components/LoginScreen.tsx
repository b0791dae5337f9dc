// Login and registration (docs/accounts.md#login-screen): two tabs, Login and Register, with demo account buttons.
// Rendered at /login and / — and in place of any screen whose access check fails. A signed-out invite
// link opens it on Register, without the demo buttons (issue 28 §7).
import { LoadingState, Tabs, TabsContent, TabsList, TabsTrigger } from '@reality-draft/kit/host';
import { lazy, Suspense, useState, type ReactNode } from 'react';
import type { ReturnTo } from '../model/returnTo';
import type { DemoAccount, LoginRequest } from '../api/authApi';
import { useLogin } from '../hooks/useLogin';
import { useRegister } from '../hooks/useRegister';
import { AuthHeading, AuthLayout } from './AuthLayout';
import { DemoAccounts } from './DemoAccounts';
import { LoginForm } from './LoginForm';

export type AuthTab = 'login' | 'register';

// The Register tab's form loads when that tab is first opened: the login page does without it.
const RegisterForm = lazy(() => import('./RegisterForm').then((module) => ({ default: module.RegisterForm })));

interface LoginScreenProps {
  notice?: ReactNode;
  /** The page this screen stands in for (a failed access check); a sign-in goes back to it when it may. */
  returnTo?: ReturnTo;
  /** The tab it opens on. */
  opensOn?: AuthTab;
  /** The demo account buttons under the login form. */
  demoAccounts?: boolean;
}

export function LoginScreen({ notice, returnTo, opensOn = 'login', demoAccounts = true }: LoginScreenProps) {
  const [tab, setTab] = useState<AuthTab>(opensOn);
  const [credentials, setCredentials] = useState<LoginRequest>({ emailOrUsername: '', password: '' });
  const login = useLogin();
  const register = useRegister();

  const pickDemo = (account: DemoAccount) => {
    setCredentials({ emailOrUsername: account.emailOrUsername, password: account.password });
    setTab('login');
  };

  return (
    <AuthLayout notice={notice}>
      <AuthHeading title="Welcome to Reality Draft">Log in to your league, or create a player account.</AuthHeading>
      <Tabs value={tab} onValueChange={(value) => setTab(value as AuthTab)} className="mt-6">
        <TabsList fullWidth>
          <TabsTrigger value="login">Login</TabsTrigger>
          <TabsTrigger value="register">Register</TabsTrigger>
        </TabsList>
        <TabsContent value="login" className="mt-6">
          <LoginForm values={credentials} onChange={setCredentials} onSubmit={(values) => void login.submit(values, { returnTo })} busy={login.isLoading} />
          {demoAccounts && <DemoAccounts onPick={pickDemo} />}
        </TabsContent>
        <TabsContent value="register" className="mt-6">
          <Suspense fallback={<LoadingState label="Loading..." />}>
            <RegisterForm onSubmit={(registration) => void register.submit(registration, returnTo)} busy={register.isLoading} />
          </Suspense>
        </TabsContent>
      </Tabs>
    </AuthLayout>
  );
}
