import type { SettleDeps } from '@reality-draft/kernel';
import type { Logger } from 'pino';
import type { Randomness } from './draft/randomness';
import type { DraftQueries } from './readModels/draftQueries';
import type { RoomViewCache } from './readModels/roomViewCache';
import type { TurnPins } from './draft/turnPins';

/** What the drafts service's commands work with: the log and the wait for the read models (SettleDeps), and more. */
export interface DraftsDeps extends SettleDeps {
  queries: DraftQueries;
  /** The room answer, serialised once per room document and shared by every reader. */
  roomViews: RoomViewCache;
  now(): Date;
  random: Randomness;
  logger: Logger;
  turnPins: TurnPins;
  /** Whether demo player accounts are played by bots (DEMO=1). */
  demoBots: boolean;
}
