// Confirmation, naming the player, before their account is deleted for good.
import { ACCOUNT_DELETION_MESSAGES } from '@reality-draft/events';
import { ConfirmDialog } from '@reality-draft/kit';
import { Trash2 } from 'lucide-react';
import { useDeletePlayer } from '../hooks/useDeletePlayer';
import { playerName } from '../model/playerFormat';
import type { PlayerDialogProps } from '../model/types';
import { PlayerSummary } from './PlayerSummary';

export function DeletePlayerDialog({ player, onClose, onDone }: PlayerDialogProps) {
  const { deletePlayer, isDeleting } = useDeletePlayer();
  const confirm = async () => {
    if (player && (await deletePlayer(player))) onDone(player);
  };
  return (
    <ConfirmDialog
      open={Boolean(player)}
      title="Delete Player"
      description={player ? ACCOUNT_DELETION_MESSAGES.confirmAdmin(playerName(player)) : ''}
      confirmLabel="Delete Player"
      icon={<Trash2 className="h-4 w-4" aria-hidden />}
      onConfirm={() => void confirm()}
      onCancel={onClose}
      busy={isDeleting}
    >
      <PlayerSummary player={player} />
    </ConfirmDialog>
  );
}
