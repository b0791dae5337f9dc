import { draftStream, type DraftEvent } from '@reality-draft/events';
import { handleCommand, type HandleOptions } from '@reality-draft/kernel';
import type { DraftsDeps } from '../draftsDeps';
import type { DraftCommand } from './commands';
import { draftDecider } from './decide';
import type { DraftState } from './draft';

/** Runs a command on a draft's stream and waits until the read models show its events. */
export async function handleDraftCommand(deps: DraftsDeps, draftId: string, command: DraftCommand, options: HandleOptions = {}) {
  const result = await handleCommand<DraftState, DraftCommand, DraftEvent>(deps.events, draftStream(draftId), draftDecider, command, options);
  if (result.position > 0) await deps.waitForReadModels(result.position);
  return result;
}
