// POST /api/admin/players/{id}/reset-password; the temporary password is shown in a 10 s toast.
import { toast } from '@reality-draft/kit';
import { useCallback } from 'react';
import { playersApi } from '../api/playersApi';
import type { PlayerAccount } from '../model/types';

export const RESET_TOAST_DURATION = 10_000;

export function useResetPlayerPassword() {
  const [reset, { isLoading }] = playersApi.useResetPlayerPasswordMutation();
  const resetPassword = useCallback(
    async (player: PlayerAccount): Promise<boolean> => {
      const result = await reset({ id: player.id });
      if (result.error || !result.data) {
        toast({ title: 'Error', description: 'Failed to reset player password', variant: 'destructive' });
        return false;
      }
      toast({
        title: 'Password Reset',
        description: `Temporary password for ${result.data.email}: ${result.data.temporaryPassword}`,
        duration: RESET_TOAST_DURATION,
      });
      return true;
    },
    [reset],
  );
  return { resetPassword, isResetting: isLoading };
}
