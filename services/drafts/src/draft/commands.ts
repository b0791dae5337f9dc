import type { DraftCreated, PickSource } from '@reality-draft/events';
import type { Randomness } from './randomness';

/** A cast member as the draft's rules see it. `rank` orders auto-picks (team or contestant number). */
export interface CastEntry {
  id: string;
  label: string;
  isActive: boolean;
  rank: number;
}

export type DraftCommand =
  /**
   * The new draft's facts as its DraftCreated records them, and `now` for its time. `startsAt`,
   * optional: the draft starts by itself then (docs/drafts.md#scheduled-start). `name` as the admin
   * typed it: blank is none (leagueName).
   */
  | ({ type: 'CreateDraft'; now: Date; startsAt?: string } & Omit<DraftCreated['data'], 'createdAt'>)
  | { type: 'JoinDraft'; playerId: string; now: Date }
  /**
   * `random` draws the draft order, which the event records (so replay never draws again).
   * `scheduledFor`: the countdown's or the start time's own start (the turn clock's, at startsAt); it
   * does nothing unless that start still waits, so a start or a cancel before then wins; a draft that
   * cannot start then records the missed start instead (docs/drafts.md#scheduled-start).
   */
  | { type: 'StartDraft'; adminId: string; random: Randomness; cast: CastEntry[]; now: Date; scheduledFor?: string }
  /** Start with a countdown: the draft starts by itself `seconds` from now (checked as a start is, now). */
  | { type: 'ScheduleStart'; adminId: string; seconds: number; cast: CastEntry[]; now: Date }
  | { type: 'CancelScheduledStart'; adminId: string; now: Date }
  /** The admin's start time for the draft (ISO), or null to take it away (docs/drafts.md#scheduled-start). */
  | { type: 'SetStartTime'; adminId: string; startsAt: string | null; now: Date }
  /** A participant's "Auto-pick for me" (docs/drafts.md#auto-pick-for-me). */
  | { type: 'SetAutoPick'; playerId: string; on: boolean; now: Date }
  /**
   * itemId null: the server chooses (the player's queue first, else the best-ranked available item).
   * `adminId`: who picks, for a commissioner's pick (docs/drafts.md#commissioner-pick).
   */
  | {
      type: 'MakePick';
      playerId: string | null;
      itemId: string | null;
      source: PickSource;
      expectedPickNumber?: number;
      cast: CastEntry[];
      queue: string[];
      now: Date;
      adminId?: string;
    }
  | { type: 'ResetDraft'; adminId: string; now: Date }
  | { type: 'PauseDraft'; adminId: string; now: Date }
  | { type: 'ResumeDraft'; adminId: string; now: Date }
  /** `pickNumber` names the pick to take back; refused unless it is still the last pick (a burst undoes one). */
  | { type: 'UndoLastPick'; adminId: string; pickNumber: number; now: Date }
  | { type: 'DeleteDraft'; adminId: string; now: Date };
