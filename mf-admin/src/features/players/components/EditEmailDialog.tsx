// Edit a player's e-mail: an email-type input; Save is disabled while the field is empty.
import { Button, Dialog, Field } from '@reality-draft/kit';
import { useEffect, useState, type FormEvent } from 'react';
import { playerName } from '../model/playerFormat';
import type { PlayerDialogProps } from '../model/types';
import { useUpdatePlayerEmail } from '../hooks/useUpdatePlayerEmail';

export function EditEmailDialog({ player, onClose, onDone }: PlayerDialogProps) {
  const [email, setEmail] = useState('');
  const { save, isSaving } = useUpdatePlayerEmail();

  useEffect(() => {
    if (player) setEmail(player.email ?? '');
  }, [player]);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!player || !email.trim()) return;
    if (await save(player, email.trim())) onDone(player);
  };

  return (
    <Dialog
      open={Boolean(player)}
      onClose={onClose}
      title="Edit Player Email"
      description={player ? `Change the e-mail ${playerName(player)} logs in with.` : undefined}
    >
      <form onSubmit={submit} className="space-y-6">
        <Field label="Email" type="email" autoComplete="off" required value={email} onChange={(event) => setEmail(event.target.value)} />
        <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <Button variant="outline" onClick={onClose}>
            Cancel
          </Button>
          <Button type="submit" disabled={!email.trim()} busy={isSaving}>
            Save
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
