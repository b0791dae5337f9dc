// /reset-password?token=… (docs/accounts.md#forgot-password): the page a reset mail's link opens. A new password
// by registration's rules, typed twice; a used or expired link says so and offers a new one.
import { FORGOT_PASSWORD_PATH, PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH, RESET_MESSAGES } from '@reality-draft/events';
import { Button, ErrorNotice, Field, buttonClasses } from '@reality-draft/kit/host';
import { CheckCircle2, KeyRound, LogIn } from 'lucide-react';
import { useEffect, useState, type FormEvent } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { authApi } from '../api/authApi';
import { failureText } from '../model/failureText';
import { AuthHeading, AuthLayout } from './AuthLayout';
import { BackToLogin } from './BackToLogin';

/** The new password, typed twice. */
const PASSWORD_FIELDS = [
  { key: 'newPassword', label: 'New Password', name: 'new-password' },
  { key: 'confirm', label: 'Confirm New Password', name: 'confirm-password' },
] as const;

function AskAgain({ message }: { message: string }) {
  return (
    <ErrorNotice className="mt-6">
      {message}{' '}
      <Link to={FORGOT_PASSWORD_PATH} className="font-medium underline underline-offset-2">
        Ask for a new link
      </Link>
    </ErrorNotice>
  );
}

export function ResetPasswordScreen() {
  const [params, setParams] = useSearchParams();
  // Read once, then taken out of the address bar and the history: the link's secret stays on no screen.
  const [token] = useState(() => params.get('token') ?? '');
  useEffect(() => {
    if (params.has('token')) setParams({}, { replace: true });
  }, [params, setParams]);
  const [values, setValues] = useState({ newPassword: '', confirm: '' });
  const [saving, setSaving] = useState(false);
  const [done, setDone] = useState<string | null>(null);
  const [refusal, setRefusal] = useState<string | null>(null);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (values.newPassword !== values.confirm) return setRefusal(RESET_MESSAGES.mismatch);
    setSaving(true);
    setRefusal(null);
    const result = await authApi.resetPassword({ token, newPassword: values.newPassword }).finally(() => setSaving(false));
    if (result.error) setRefusal(failureText(result.error, RESET_MESSAGES.linkExpired));
    else setDone(result.data.message);
  };

  if (!token)
    return (
      <AuthLayout>
        <AuthHeading title="Choose a new password">This page opens from the link in a password reset mail.</AuthHeading>
        <AskAgain message={RESET_MESSAGES.linkExpired} />
        <BackToLogin />
      </AuthLayout>
    );
  return (
    <AuthLayout>
      <AuthHeading title="Choose a new password">{`At least ${PASSWORD_MIN_LENGTH} characters. Every device signed in to your account is signed out.`}</AuthHeading>
      {done ? (
        <div className="mt-6 space-y-4">
          <div role="status" className="flex gap-3 rounded-xl bg-emerald-50 p-4 text-sm text-emerald-800">
            <CheckCircle2 className="mt-0.5 h-5 w-5 shrink-0" aria-hidden />
            <p>{done}</p>
          </div>
          <Link to="/login" className={buttonClasses({ size: 'lg', className: 'w-full' })}>
            <LogIn className="h-4 w-4" aria-hidden />
            Go to Login
          </Link>
        </div>
      ) : (
        <form className="mt-6 space-y-4" onSubmit={(event) => void submit(event)}>
          {PASSWORD_FIELDS.map(({ key, label, name }) => (
            <Field
              key={key}
              label={label}
              name={name}
              type="password"
              autoComplete="new-password"
              minLength={PASSWORD_MIN_LENGTH}
              maxLength={PASSWORD_MAX_LENGTH}
              required
              value={values[key]}
              onChange={(event) => setValues({ ...values, [key]: event.target.value })}
            />
          ))}
          {refusal && (refusal === RESET_MESSAGES.linkExpired ? <AskAgain message={refusal} /> : <ErrorNotice>{refusal}</ErrorNotice>)}
          <Button type="submit" size="lg" className="w-full" busy={saving}>
            {!saving && <KeyRound className="h-4 w-4" aria-hidden />}
            Set New Password
          </Button>
        </form>
      )}
      {!done && <BackToLogin />}
    </AuthLayout>
  );
}
