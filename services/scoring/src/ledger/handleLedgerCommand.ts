import { pointEntryStream, type PointEvent } from '@reality-draft/events';
import { handleCommand, type HandleOptions } from '@reality-draft/kernel';
import type { ScoringDeps } from '../scoringDeps';
import type { LedgerCommand } from './commands';
import { ledgerDecider } from './decide';
import type { EntryState } from './state';

/** Deciding an entry again after a conflict is safe (it sets a value, never adds to one): ten tabs re-saving one key all land. */
const ENTRY_RETRIES = 20;

/**
 * Runs a command on a point entry's stream (read, decided, appended; `metadata` stamped on its events).
 * It does not wait for the read models: the caller settles, once for a whole period's save.
 */
export const handleLedgerCommand = (
  deps: Pick<ScoringDeps, 'events'>,
  entryId: string,
  command: LedgerCommand,
  options: Pick<HandleOptions, 'metadata'> = {},
) =>
  handleCommand<EntryState, LedgerCommand, PointEvent>(deps.events, pointEntryStream(entryId), ledgerDecider, command, { retries: ENTRY_RETRIES, ...options });
