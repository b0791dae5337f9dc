// Confirmation before a player's password is reset.
import { ConfirmDialog } from '@reality-draft/kit';
import { KeyRound } from 'lucide-react';
import type { PlayerDialogProps } from '../model/types';
import { PlayerSummary } from './PlayerSummary';
import { useResetPlayerPassword } from '../hooks/useResetPlayerPassword';

export function ResetPasswordDialog({ player, onClose, onDone }: PlayerDialogProps) {
  const { resetPassword, isResetting } = useResetPlayerPassword();

  const confirm = async () => {
    if (!player) return;
    if (await resetPassword(player)) onDone(player);
  };

  return (
    <ConfirmDialog
      open={Boolean(player)}
      title="Reset Password"
      description="Are you sure you want to reset this player's password? A new temporary password will be generated."
      confirmLabel="Reset Password"
      icon={<KeyRound className="h-4 w-4" aria-hidden />}
      onConfirm={() => void confirm()}
      onCancel={onClose}
      busy={isResetting}
    >
      <PlayerSummary player={player} />
    </ConfirmDialog>
  );
}
