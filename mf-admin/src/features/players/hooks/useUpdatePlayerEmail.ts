// PUT /api/admin/players/{id}/email with the toasts of docs/accounts.md#player-management.
import { errorMessage, toast } from '@reality-draft/kit';
import { useCallback } from 'react';
import { playerName } from '../model/playerFormat';
import { playersApi } from '../api/playersApi';
import type { PlayerAccount } from '../model/types';

export function useUpdatePlayerEmail() {
  const [update, { isLoading }] = playersApi.useUpdatePlayerEmailMutation();
  const save = useCallback(
    async (player: PlayerAccount, email: string): Promise<boolean> => {
      const result = await update({ id: player.id, email });
      if (result.error) {
        toast({ title: 'Error', description: errorMessage(result.error, 'Failed to update player email'), variant: 'destructive' });
        return false;
      }
      toast({ title: 'Email Updated', description: `${playerName(player)} now logs in with ${result.data?.email ?? email}.` });
      return true;
    },
    [update],
  );
  return { save, isSaving: isLoading };
}
