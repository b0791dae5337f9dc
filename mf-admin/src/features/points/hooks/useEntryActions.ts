// Correcting or removing one point entry from its history (PUT / DELETE /api/admin/points/entries/{id}),
// each with an optional reason that the audit log keeps.
import { toast } from '@reality-draft/kit';
import { useCallback } from 'react';
import { serverMessage } from '../model/pointsForm';
import { pointsApi } from '../api/pointsApi';

export function useEntryActions() {
  const [correctEntry, correcting] = pointsApi.useCorrectPointEntryMutation();
  const [removeEntry, removing] = pointsApi.useRemovePointEntryMutation();

  const correct = useCallback(
    async (entryId: string, points: number, reason: string): Promise<boolean> => {
      const result = await correctEntry({ entryId, points, ...(reason.trim() ? { reason: reason.trim() } : {}) });
      if (result.error || !result.data) {
        toast({ title: 'Error', description: `Failed to correct points: ${serverMessage(result.error)}`, variant: 'destructive' });
        return false;
      }
      const { previous, points: now, outcome } = result.data;
      toast({
        title: 'Points Corrected',
        description: outcome === 'unchanged' ? `The entry already had ${now} points.` : `The entry now has ${now} points (was ${previous ?? 0}).`,
      });
      return true;
    },
    [correctEntry],
  );

  const remove = useCallback(
    async (entryId: string, reason: string): Promise<boolean> => {
      const result = await removeEntry({ entryId, reason: reason.trim() || undefined });
      if (result.error) {
        toast({ title: 'Error', description: `Failed to remove points: ${serverMessage(result.error)}`, variant: 'destructive' });
        return false;
      }
      toast({ title: 'Entry Removed', description: 'The entry no longer counts; its history is kept.' });
      return true;
    },
    [removeEntry],
  );

  return {
    correct,
    remove,
    correctingId: correcting.isLoading ? (correcting.originalArgs?.entryId ?? null) : null,
    removingId: removing.isLoading ? (removing.originalArgs?.entryId ?? null) : null,
  };
}
