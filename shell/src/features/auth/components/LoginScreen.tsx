// Login and registration (docs/accounts.md#login-screen): two tabs, Login and Register, with demo account buttons.
// Rendered at /login and / — and in place of any screen whose access check fails. A signed-out invite
// link opens it on Register, without the demo buttons (issue 28 §7).
import { BrandMark, Card, LoadingState, Tabs, TabsContent, TabsList, TabsTrigger } from '@reality-draft/kit/host';
import { lazy, Suspense, useState, type ReactNode } from 'react';
import type { ReturnTo } from '../model/returnTo';
import type { DemoAccount, LoginRequest } from '../api/authApi';
import { useLogin } from '../hooks/useLogin';
import { useRegister } from '../hooks/useRegister';
import { AuthShowcase } from './AuthShowcase';
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
    <div className="min-h-screen bg-gradient-to-br from-brand-950 via-brand-800 to-fuchsia-800">
      <main className="mx-auto grid min-h-screen max-w-6xl items-center gap-10 px-4 py-8 sm:px-6 lg:grid-cols-2 lg:gap-16 lg:px-8">
        <AuthShowcase />
        <div className="mx-auto w-full max-w-md">
          <BrandMark inverted className="mb-6 justify-center lg:hidden" />
          {notice}
          <Card className="p-5 shadow-2xl sm:p-8">
            <h1 className="text-xl font-bold tracking-tight text-slate-900 sm:text-2xl">Welcome to Reality Draft</h1>
            <p className="mt-1 text-sm text-slate-500">Log in to your league, or create a player account.</p>
            <Tabs value={tab} onValueChange={(value) => setTab(value as AuthTab)} className="mt-6">
              <TabsList fullWidth>
                <TabsTrigger value="login">Login</TabsTrigger>
                <TabsTrigger value="register">Register</TabsTrigger>
              </TabsList>
              <TabsContent value="login" className="mt-6">
                <LoginForm
                  values={credentials}
                  onChange={setCredentials}
                  onSubmit={(values) => void login.submit(values, { returnTo })}
                  busy={login.isLoading}
                />
                {demoAccounts && <DemoAccounts onPick={pickDemo} />}
              </TabsContent>
              <TabsContent value="register" className="mt-6">
                <Suspense fallback={<LoadingState label="Loading..." />}>
                  <RegisterForm onSubmit={(registration) => void register.submit(registration, returnTo)} busy={register.isLoading} />
                </Suspense>
              </TabsContent>
            </Tabs>
          </Card>
          <p className="mt-6 text-center text-xs text-brand-100/80">Reality Draft · Draft System</p>
        </div>
      </main>
    </div>
  );
}
