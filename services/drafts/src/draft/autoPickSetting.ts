import type { AutoPickState } from '@reality-draft/events';
import type { DraftsDeps } from '../draftsDeps';
import { handleDraftCommand } from './handleDraftCommand';

/**
 * A participant's "Auto-pick for me" (docs/drafts.md#auto-pick-for-me): while on, the turn clock picks
 * their turn as soon as it begins. Safe to decide again after a conflict (the same setting is a no-op).
 */
export async function setAutoPick(deps: DraftsDeps, draftId: string, playerId: string, on: boolean): Promise<AutoPickState> {
  await handleDraftCommand(deps, draftId, { type: 'SetAutoPick', playerId, on, now: deps.now() }, { retries: 3 });
  return { on };
}
