import type { EventStore } from '@reality-draft/kernel';
import type { PuzzleSource } from './puzzles/puzzleSource';
import type { Randomness } from './puzzles/randomness';
import type { MiniGameQueries } from './readModels/queries';

/** What the mini-games service's commands and queries work with. */
export interface MiniGamesDeps {
  events: EventStore;
  queries: MiniGameQueries;
  /** Resolves once the read models have applied `position` (read-your-writes). */
  waitForReadModels(position: number): Promise<void>;
  /** The server's clock: every recorded time is measured on it. */
  now(): Date;
  random: Randomness;
  puzzles: PuzzleSource;
  newId(): string;
}
