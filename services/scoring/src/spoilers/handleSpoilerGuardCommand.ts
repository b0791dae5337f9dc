import { spoilerGuardStream, type SpoilerEvent } from '@reality-draft/events';
import { handleAndSettle } from '@reality-draft/kernel';
import type { ScoringDeps } from '../scoringDeps';
import type { SetSpoilerGuard } from './commands';
import { spoilerGuardDecider } from './decide';
import type { Watched } from './state';

/**
 * Runs a command on a player's spoiler guard stream (read, decided, appended) and waits until the read
 * models show it. Setting a value is safe to decide again after a lost race, so conflicts are retried.
 */
export const handleSpoilerGuardCommand = (deps: ScoringDeps, playerId: string, command: SetSpoilerGuard) =>
  handleAndSettle<Watched, SetSpoilerGuard, SpoilerEvent>(deps, spoilerGuardStream(playerId), spoilerGuardDecider, command, { retries: 3 });
