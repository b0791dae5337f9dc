// Confirmation before a player's password is reset.
import { ConfirmDialog } from '@reality-draft/kit';
import { KeyRound } from 'lucide-react';
import { playerName } from '../model/playerFormat';
import type { PlayerAccount } from '../model/types';
import { useResetPlayerPassword } from '../hooks/useResetPlayerPassword';

export function ResetPasswordDialog({
  player,
  onClose,
  onReset,
}: {
  player: PlayerAccount | null;
  onClose: () => void;
  /** Called with the player whose password was reset (the dialog may show another player by then). */
  onReset: (player: PlayerAccount) => void;
}) {
  const { resetPassword, isResetting } = useResetPlayerPassword();

  const confirm = async () => {
    if (!player) return;
    if (await resetPassword(player)) onReset(player);
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
      {player && (
        <div className="rounded-xl bg-slate-50 px-4 py-3 text-sm">
          <p className="font-medium text-slate-900">{playerName(player)}</p>
          <p className="text-slate-500">{player.email}</p>
        </div>
      )}
    </ConfirmDialog>
  );
}
