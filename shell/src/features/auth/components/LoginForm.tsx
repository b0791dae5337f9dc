// The Login tab: email-or-username and password, both required, and the way to a forgotten password.
import { FORGOT_PASSWORD_PATH } from '@reality-draft/events';
import { Button, Field } from '@reality-draft/kit/host';
import { LogIn } from 'lucide-react';
import type { FormEvent } from 'react';
import { Link } from 'react-router-dom';
import type { LoginRequest } from '../api/authApi';

export function LoginForm({
  values,
  onChange,
  onSubmit,
  busy,
}: {
  values: LoginRequest;
  onChange: (values: LoginRequest) => void;
  onSubmit: (values: LoginRequest) => void;
  busy: boolean;
}) {
  const handleSubmit = (event: FormEvent) => {
    event.preventDefault();
    onSubmit({ emailOrUsername: values.emailOrUsername.trim(), password: values.password });
  };
  return (
    <form className="space-y-4" onSubmit={handleSubmit} noValidate={false}>
      <Field
        label="Email or Username"
        name="emailOrUsername"
        autoComplete="username"
        autoCapitalize="none"
        spellCheck={false}
        required
        value={values.emailOrUsername}
        // Leading spaces are dropped as they are typed, so a blank entry stays empty and `required`
        // refuses it; trailing spaces are trimmed on submit.
        onChange={(event) => onChange({ ...values, emailOrUsername: event.target.value.trimStart() })}
      />
      <Field
        label="Password"
        name="password"
        type="password"
        autoComplete="current-password"
        required
        value={values.password}
        onChange={(event) => onChange({ ...values, password: event.target.value })}
      />
      <p className="-mt-2 text-right text-sm">
        <Link to={FORGOT_PASSWORD_PATH} className="font-medium text-brand-700 underline-offset-2 hover:underline">
          Forgot password?
        </Link>
      </p>
      <Button type="submit" size="lg" className="w-full" busy={busy}>
        {!busy && <LogIn className="h-4 w-4" aria-hidden />}
        Login
      </Button>
    </form>
  );
}
