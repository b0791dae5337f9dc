/**
 * The one place the spec's wire names for mini-games meet the code's own. Inside the code the
 * sliding-block escape is `'sliding-block'` (identifiers `slidingBlock…`); on the wire the spec
 * (docs/mini-games.md#catalogue, docs/mini-games.md#calls) calls its game type `rush_hour` and its catalogue entry `contestant-escape`.
 * Answers are turned into wire names as they leave the mini-games service (its api layer) and
 * requests' names are read back here; events logged before the rename are upcast on read
 * (./upcasters: a stored `rush_hour` reads as `'sliding-block'`).
 */
import type { CatalogueId, GameType } from './gameNames';

/** Each game type as the wire names it. */
export const WIRE_GAME_TYPE = { 'sliding-block': 'rush_hour', jigsaw: 'jigsaw', sudoku: 'sudoku' } as const satisfies Record<GameType, string>;
export type WireGameType = (typeof WIRE_GAME_TYPE)[GameType];

/** The sliding-block game's wire names: its game type, and its catalogue entry's id. */
export const SLIDING_BLOCK_WIRE_GAME_TYPE = WIRE_GAME_TYPE['sliding-block'];
export type SlidingBlockWireGameType = typeof SLIDING_BLOCK_WIRE_GAME_TYPE;
export const SLIDING_BLOCK_CATALOGUE_ID = 'contestant-escape' satisfies CatalogueId;

/** A game type named either way (a wire answer, the code's own) as the code names it. */
export function gameTypeFromWire(gameType: GameType | WireGameType): GameType {
  return gameType === SLIDING_BLOCK_WIRE_GAME_TYPE ? 'sliding-block' : gameType;
}

/** The game type as the wire names it (a read model built before the rename, holding the wire's name already, passes as it is). */
export const toWireGameType = <T extends GameType>(gameType: T): (typeof WIRE_GAME_TYPE)[T] =>
  WIRE_GAME_TYPE[gameTypeFromWire(gameType)] as (typeof WIRE_GAME_TYPE)[T];

/** A value carrying the code's `gameType`, as the wire shows it (each member of a union on its own). */
export type OnTheWire<T> = T extends { gameType: GameType } ? Omit<T, 'gameType'> & { gameType: (typeof WIRE_GAME_TYPE)[T['gameType']] } : T;

/** The same value with its `gameType` in the wire's name. */
export function onTheWire<T extends { gameType: GameType }>(value: T): OnTheWire<T> {
  return { ...value, gameType: toWireGameType(value.gameType) } as OnTheWire<T>;
}

/** The games POST /api/admin/mini-games/send takes: a wire game type, or its catalogue id. */
export const SENDABLE_GAME_TYPES = [SLIDING_BLOCK_WIRE_GAME_TYPE, 'jigsaw', SLIDING_BLOCK_CATALOGUE_ID, 'jigsaw-puzzle'] as const;
export type SendableGameType = (typeof SENDABLE_GAME_TYPES)[number];

/** The game a send request names, as the code names it. */
export function gameTypeOfSendable(value: SendableGameType): Exclude<GameType, 'sudoku'> {
  return value === SLIDING_BLOCK_CATALOGUE_ID || value === SLIDING_BLOCK_WIRE_GAME_TYPE ? 'sliding-block' : 'jigsaw';
}
