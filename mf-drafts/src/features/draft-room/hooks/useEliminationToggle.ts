// The admin's Eliminate / Restore toggle on a team or contestant card.
import { isTeam } from '@reality-draft/events';
import { toast, useSetContestantEliminatedMutation, useSetTeamEliminatedMutation } from '@reality-draft/kit';
import { useState } from 'react';
import type { DraftItem } from '../model/roomItems';
import { eliminationFailure } from '../model/roomToasts';

export function useEliminationToggle() {
  const [setTeam] = useSetTeamEliminatedMutation();
  const [setContestant] = useSetContestantEliminatedMutation();
  const [pendingId, setPendingId] = useState<string | null>(null);

  async function toggle(item: DraftItem) {
    setPendingId(item.id);
    const change = { id: item.id, eliminated: item.isActive };
    const outcome = isTeam(item) ? await setTeam(change) : await setContestant(change);
    setPendingId(null);
    if (outcome.error) toast(eliminationFailure(item.showType));
  }

  return { toggle, pendingId };
}
