import { castLabel, castRank, draftStream, type CastItem, type DraftEvent, type ShowType } from '@reality-draft/events';
import { handleCommand, type CommandFrom, type HandleOptions } from '@reality-draft/kernel';
import type { CastEntry, DraftCommand } from './draft/commands';
import { draftDecider } from './draft/decide';
import type { DraftState } from './draft/draft';
import type { DraftsDeps } from './draftsDeps';

/** Runs a command on a draft's stream (read once, decided, appended) and waits until the read models show its events. */
export async function handleDraftCommand(deps: DraftsDeps, draftId: string, command: CommandFrom<DraftState, DraftCommand>, options: HandleOptions = {}) {
  const result = await handleCommand<DraftState, DraftCommand, DraftEvent>(deps.events, draftStream(draftId), draftDecider, command, options);
  if (result.position > 0) await deps.waitForReadModels(result.position);
  return result;
}

const castEntry = (item: CastItem): CastEntry => ({ id: item.id, label: castLabel(item), isActive: item.isActive, rank: castRank(item) });

/** The show's cast as the draft's rules see it (a command carries it). */
export async function castEntries(deps: DraftsDeps, showType: ShowType): Promise<CastEntry[]> {
  return [...(await deps.queries.cast(showType)).values()].map(castEntry);
}
