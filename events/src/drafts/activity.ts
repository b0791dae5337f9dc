/**
 * What happened in a draft room, newest last, as every viewer's ticker and announcements tell it:
 * each pick (a commissioner's pick has `source: 'commissioner'`) and each commissioner action. Facts only (ids, labels, times); the room screens word them.
 */
import type { PickSource } from './events';

type Line<K extends string, D = object> = { kind: K; seq: number; at: string } & D;

export type DraftActivity =
  | Line<'countdown', { startsAt: string }>
  | Line<'countdownCancelled'>
  /** A start time came without the draft starting (docs/drafts.md#scheduled-start). */
  | Line<'startMissed', { scheduledFor: string; playerCount: number }>
  /** A player's auto-pick switched on or off, by them or by the server after their turns timed out. */
  | Line<'autoPick', { playerId: string; on: boolean; reason: 'player' | 'timeouts' }>
  | Line<'started'>
  | Line<'pick', { pickNumber: number; playerId: string; label: string; source: PickSource }>
  | Line<'paused'>
  | Line<'resumed'>
  | Line<'undone', { pickNumber: number; playerId: string; label: string }>
  | Line<'reset'>
  | Line<'eliminated', { itemId: string; label: string }>
  | Line<'restored', { itemId: string; label: string }>
  | Line<'completed'>;

/** A room keeps (and answers) this many of its latest lines. */
export const MAX_ACTIVITY_LINES = 40;
