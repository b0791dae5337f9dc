// The Register tab: creates a player account (email, password, first name; last name optional).
import { Button, Field } from '@reality-draft/kit/host';
import { Info, UserPlus } from 'lucide-react';
import { useState, type ChangeEvent, type FormEvent } from 'react';
import type { RegisterRequest } from '../api/authApi';

const EMPTY = { email: '', password: '', firstName: '', lastName: '' };

export function RegisterForm({ onSubmit, busy }: { onSubmit: (registration: RegisterRequest) => void; busy: boolean }) {
  const [values, setValues] = useState(EMPTY);
  const set = (key: keyof typeof EMPTY) => (event: ChangeEvent<HTMLInputElement>) => setValues((current) => ({ ...current, [key]: event.target.value }));

  const handleSubmit = (event: FormEvent) => {
    event.preventDefault();
    const lastName = values.lastName.trim();
    onSubmit({
      email: values.email.trim(),
      password: values.password,
      firstName: values.firstName.trim(),
      ...(lastName ? { lastName } : {}),
    });
  };

  return (
    <form className="space-y-4" onSubmit={handleSubmit}>
      <p className="flex gap-2 rounded-lg bg-brand-50 p-3 text-sm text-brand-800">
        <Info className="mt-0.5 h-4 w-4 shrink-0" aria-hidden />
        <span>This creates a player account. Admin accounts are managed separately.</span>
      </p>
      <Field label="Email" name="email" type="email" autoComplete="email" required value={values.email} onChange={set('email')} />
      <Field label="Password" name="new-password" type="password" autoComplete="new-password" required value={values.password} onChange={set('password')} />
      <div className="grid gap-4 sm:grid-cols-2">
        <Field label="First Name" name="firstName" autoComplete="given-name" required value={values.firstName} onChange={set('firstName')} />
        <Field label="Last Name" labelNote="(optional)" name="lastName" autoComplete="family-name" value={values.lastName} onChange={set('lastName')} />
      </div>
      <Button type="submit" size="lg" className="w-full" busy={busy}>
        {!busy && <UserPlus className="h-4 w-4" aria-hidden />}
        Create Account
      </Button>
    </form>
  );
}
