// "Delete account" (docs/accounts.md#delete-your-account): the player confirms with their password; the
// account is deleted on the server, this device signs out and the login page says what happened.
import { ACCOUNT_DELETED_STATE, ACCOUNT_DELETION_MESSAGES, PASSWORD_MAX_LENGTH } from '@reality-draft/events';
import { ConfirmDialog, errorMessage, Field, sessionActions } from '@reality-draft/kit/host';
import { Trash2 } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import { accountApi } from '../api/accountApi';

const FAILED = 'Your account could not be deleted. Please try again.';

export function DeleteAccountDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const navigate = useNavigate();
  const [password, setPassword] = useState('');
  const [busy, setBusy] = useState(false);
  const [refusal, setRefusal] = useState<string | null>(null);

  const close = () => {
    setPassword('');
    setRefusal(null);
    onClose();
  };
  const confirm = async (event?: FormEvent) => {
    event?.preventDefault();
    if (!password) return setRefusal('Enter your password to delete your account.');
    setBusy(true);
    const result = await accountApi.deleteMyAccount(password).finally(() => setBusy(false));
    if (result.error) return setRefusal(errorMessage(result.error, FAILED));
    sessionActions.dropPlayer();
    void navigate('/login', { replace: true, state: ACCOUNT_DELETED_STATE });
  };

  return (
    <ConfirmDialog
      open={open}
      title="Delete your account?"
      description={ACCOUNT_DELETION_MESSAGES.confirmSelf}
      confirmLabel="Delete my account"
      icon={<Trash2 className="h-4 w-4" aria-hidden />}
      onConfirm={() => void confirm()}
      onCancel={close}
      busy={busy}
    >
      <form onSubmit={(event) => void confirm(event)} className="space-y-2">
        <Field
          label="Password"
          name="current-password"
          type="password"
          autoComplete="current-password"
          maxLength={PASSWORD_MAX_LENGTH}
          value={password}
          onChange={(event) => setPassword(event.target.value)}
          aria-invalid={refusal ? true : undefined}
        />
        {refusal && (
          <p role="alert" className="text-sm font-medium text-rose-700">
            {refusal}
          </p>
        )}
      </form>
    </ConfirmDialog>
  );
}
