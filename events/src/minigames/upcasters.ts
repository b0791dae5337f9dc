/**
 * Mini-game events logged before the sliding-block game had its one name in the code: their stored
 * `gameType: 'rush_hour'` (the wire's name, ./wireNames) reads as `'sliding-block'`. Stored events
 * are never rewritten; events written since carry schemaVersion 2 and the new name.
 */
import type { Upcasters } from '../upcasterRegistry';
import { gameTypeFromWire, type WireGameType } from './wireNames';

type Named = { gameType: WireGameType };

const renamed = <T extends Named>(value: T): T => ({ ...value, gameType: gameTypeFromWire(value.gameType) });

/** Schema version 1 of each event that names a game type, and how it reads as version 2. */
export function registerMiniGameUpcasters(upcasters: Upcasters): Upcasters {
  return upcasters
    .register('MiniGameSent', 1, (data: Named & { setup: Named }) => ({ ...renamed(data), setup: renamed(data.setup) }))
    .register('MiniGameAttemptStarted', 1, (data: { puzzle: Named }) => ({ ...data, puzzle: renamed(data.puzzle) }))
    .register('MiniGameAttemptCompleted', 1, (data: { proof: Named }) => ({ ...data, proof: renamed(data.proof) }));
}
