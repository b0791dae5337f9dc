// The player's pick queue: shown at once as edited, saved with PUT /api/drafts/{id}/queue. The
// edited list stays on screen until the server's copy comes back (or the save fails).
import { errorMessage, toast, usePickQueueQuery, useSetPickQueueMutation } from '@reality-draft/kit';
import { useEffect, useRef, useState } from 'react';
import { queueAdd, queueMove, queueRemove } from '../model/pickQueue';

export function usePickQueue(draftId: string, enabled: boolean) {
  // Only what the queue shows, so a refetch's isFetching flips do not re-render the room.
  const query = usePickQueueQuery(draftId, { skip: !enabled, selectFromResult: ({ data, isLoading }) => ({ data, isLoading }) });
  const [save, saving] = useSetPickQueueMutation();
  const [edited, setEdited] = useState<string[] | null>(null);
  const inFlight = useRef(0);

  useEffect(() => {
    if (inFlight.current === 0) setEdited(null);
  }, [query.data]);

  const itemIds = edited ?? query.data?.itemIds ?? [];

  async function update(next: string[]) {
    setEdited(next);
    inFlight.current += 1;
    const outcome = await save({ draftId, itemIds: next });
    inFlight.current -= 1;
    if (outcome.error) {
      toast({ title: 'Error', description: errorMessage(outcome.error, 'Failed to save your pick queue.'), variant: 'destructive' });
      if (inFlight.current === 0) setEdited(null);
    }
  }

  return {
    itemIds,
    isLoading: query.isLoading,
    isSaving: saving.isLoading,
    add: (id: string) => update(queueAdd(itemIds, id)),
    remove: (id: string) => update(queueRemove(itemIds, id)),
    move: (id: string, delta: -1 | 1) => update(queueMove(itemIds, id, delta)),
  };
}
