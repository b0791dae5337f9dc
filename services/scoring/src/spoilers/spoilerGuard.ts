import { SHOW_TYPES, type ShowType, type SpoilerGuard } from '@reality-draft/events';
import { COLLECTIONS, type SpoilerDocument } from '../readModels/documents';
import type { ScoringDeps } from '../scoringDeps';
import type { SetSpoilerGuard } from './commands';
import { handleSpoilerGuardCommand } from './handleSpoilerGuardCommand';
import type { Watched } from './state';

export async function watchedBy(deps: Pick<ScoringDeps, 'docs'>, playerId: string): Promise<Watched> {
  return (await deps.docs.collection<SpoilerDocument>(COLLECTIONS.spoilers).findOne({ id: playerId }))?.watched ?? {};
}

/** The shows the player has answered for, each with its "watched through" (null: caught up); the others absent. */
export const spoilerGuardView = (watched: Watched): SpoilerGuard =>
  Object.fromEntries(SHOW_TYPES.filter((show) => watched[show] !== undefined).map((show) => [show, watched[show]]));

export async function setSpoilerGuard(deps: ScoringDeps, playerId: string, showType: ShowType, watchedThrough: number | null): Promise<SpoilerGuard> {
  const command: SetSpoilerGuard = { type: 'SetSpoilerGuard', playerId, showType, watchedThrough, now: deps.now() };
  const result = await handleSpoilerGuardCommand(deps, playerId, command);
  return spoilerGuardView(result.state);
}
