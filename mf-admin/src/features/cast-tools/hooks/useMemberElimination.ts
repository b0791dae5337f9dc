// Eliminates or restores one member from Data Tools (PUT /api/teams|contestants/{id}/eliminate), with
// its toasts; the lists refetch at once (the mutation's tags here, the 'catalog' push elsewhere).
import { eliminationFailure, eliminationSuccess, toast, useSetContestantEliminatedMutation, useSetTeamEliminatedMutation } from '@reality-draft/kit';
import { castLabel, isTeam, type Contestant, type Team } from '@reality-draft/events';
import { useCallback, useState } from 'react';

export function useMemberElimination() {
  const [setTeam] = useSetTeamEliminatedMutation();
  const [setContestant] = useSetContestantEliminatedMutation();
  const [pendingId, setPendingId] = useState<string | null>(null);

  const toggle = useCallback(
    async (member: Team | Contestant) => {
      const change = { id: member.id, eliminated: member.isActive };
      setPendingId(member.id);
      const outcome = isTeam(member) ? await setTeam(change) : await setContestant(change);
      setPendingId(null);
      if (outcome.error || !outcome.data) toast(eliminationFailure(member.showType));
      else toast(eliminationSuccess(member.showType, castLabel(member), change.eliminated, outcome.data.eliminatedIn));
    },
    [setTeam, setContestant],
  );

  return { toggle, pendingId };
}
