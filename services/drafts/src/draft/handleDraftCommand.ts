import { castLabel, castRank, draftStream, type CastItem, type DraftEvent, type DraftState, type ShowType } from '@reality-draft/events';
import { handleAndSettle, type CommandFrom, type HandleOptions } from '@reality-draft/kernel';
import type { CastEntry, DraftCommand } from './commands';
import { draftDecider } from './decide';
import type { DraftsDeps } from '../draftsDeps';
import { ROOM_READ_MODELS } from '../readModels/roomAccess';

/**
 * Runs a command on a draft's stream (read once, decided, appended) and waits until the read models its
 * answer is made from (the room's) show its events; other services' copies of the draft catch up after.
 */
export const handleDraftCommand = (deps: DraftsDeps, draftId: string, command: CommandFrom<DraftState, DraftCommand>, options: HandleOptions = {}) =>
  handleAndSettle<DraftState, DraftCommand, DraftEvent>(deps, draftStream(draftId), draftDecider, command, { ...options, readModels: ROOM_READ_MODELS });

const castEntry = (item: CastItem): CastEntry => ({ id: item.id, label: castLabel(item), isActive: item.isActive, rank: castRank(item) });

/** The show's cast as the draft's rules see it (a command carries it). */
export async function castEntries(deps: DraftsDeps, showType: ShowType): Promise<CastEntry[]> {
  return [...(await deps.queries.cast(showType)).values()].map(castEntry);
}
