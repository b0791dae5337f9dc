// DELETE /api/admin/players/{id} (docs/accounts.md#delete-your-account): the player is gone from the list,
// "Deleted player" wherever they played.
import { errorMessage, toast } from '@reality-draft/kit';
import { useCallback } from 'react';
import { playersApi } from '../api/playersApi';
import { playerName } from '../model/playerFormat';
import type { PlayerAccount } from '../model/types';

export function useDeletePlayer() {
  const [remove, { isLoading }] = playersApi.useDeletePlayerMutation();
  const deletePlayer = useCallback(
    async (player: PlayerAccount): Promise<boolean> => {
      const result = await remove({ id: player.id });
      if (result.error) {
        toast({ title: 'Error', description: errorMessage(result.error, 'Failed to delete the player'), variant: 'destructive' });
        return false;
      }
      toast({ title: 'Player deleted', description: `${playerName(player)}'s name and e-mail are erased; their picks and points stay as "Deleted player".` });
      return true;
    },
    [remove],
  );
  return { deletePlayer, isDeleting: isLoading };
}
