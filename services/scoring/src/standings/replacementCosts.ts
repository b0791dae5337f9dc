import type { PlayerPoints } from '@reality-draft/events';
import type { DraftDocument, RosterMove } from '../readModels/documents';
import type { ScoringWorld } from './scoringWorld';
import { seesMove } from './holdings';
import { lastCounted } from './subjectSummary';
import type { Viewer } from './viewer';

/**
 * What a player's won replacement claims cost them in these leagues (docs/league.md#replacements): one
 * line each, in the week or episode the new pick starts, within the viewer's spoiler guard.
 */
export function replacementCosts(world: ScoringWorld, drafts: readonly DraftDocument[], playerId: string, viewer: Viewer): PlayerPoints['replacements'] {
  return drafts.flatMap((draft) => {
    const cast = world.casts.get(draft.showType)?.members ?? {};
    const through = lastCounted(viewer, draft.showType);
    return (draft.moves ?? [])
      .filter((move): move is Extract<RosterMove, { kind: 'replacement' }> => move.kind === 'replacement')
      .filter((move) => move.playerId === playerId && seesMove(move, through))
      .map((move) => ({
        draftId: draft.id,
        claimId: move.ref,
        period: move.fromPeriod,
        drop: { itemId: move.dropItemId, label: cast[move.dropItemId]?.label ?? move.dropItemId },
        add: { itemId: move.addItemId, label: cast[move.addItemId]?.label ?? move.addItemId },
        points: -move.pointCost,
      }));
  });
}
