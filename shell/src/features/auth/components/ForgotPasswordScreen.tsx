// /forgot-password (docs/accounts.md#forgot-password): a player asks for a reset link by e-mail. The answer is the
// same sentence whoever has the e-mail, so the screen says only that.
import { Button, ErrorNotice, Field } from '@reality-draft/kit/host';
import { MailCheck, Send } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { authApi } from '../api/authApi';
import { failureText } from '../model/failureText';
import { AuthHeading, AuthLayout } from './AuthLayout';
import { BackToLogin } from './BackToLogin';

export function ForgotPasswordScreen() {
  const [email, setEmail] = useState('');
  const [sending, setSending] = useState(false);
  const [sent, setSent] = useState<string | null>(null);
  const [refusal, setRefusal] = useState<string | null>(null);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setSending(true);
    setRefusal(null);
    const result = await authApi.forgotPassword({ email: email.trim() }).finally(() => setSending(false));
    if (result.error) setRefusal(failureText(result.error, 'Could not send the link'));
    else setSent(result.data.message);
  };

  return (
    <AuthLayout>
      <AuthHeading title="Forgot your password?">Enter the e-mail of your player account and we will send you a link to choose a new one.</AuthHeading>
      {sent ? (
        <div role="status" className="mt-6 flex gap-3 rounded-xl bg-emerald-50 p-4 text-sm text-emerald-800">
          <MailCheck className="mt-0.5 h-5 w-5 shrink-0" aria-hidden />
          <p>{sent}</p>
        </div>
      ) : (
        <form className="mt-6 space-y-4" onSubmit={(event) => void submit(event)}>
          <Field label="Email" name="email" type="email" autoComplete="email" required value={email} onChange={(event) => setEmail(event.target.value)} />
          {refusal && <ErrorNotice>{refusal}</ErrorNotice>}
          <Button type="submit" size="lg" className="w-full" busy={sending}>
            {!sending && <Send className="h-4 w-4" aria-hidden />}
            Send Reset Link
          </Button>
        </form>
      )}
      <BackToLogin />
    </AuthLayout>
  );
}
