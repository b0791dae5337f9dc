import type { PickSource, ShowType } from '@reality-draft/events';
import type { Randomness } from './randomness';

/** A cast member as the draft's rules see it. `rank` orders auto-picks (team or contestant number). */
export interface CastEntry {
  id: string;
  label: string;
  isActive: boolean;
  rank: number;
}

export type DraftCommand =
  | { type: 'CreateDraft'; draftId: string; adminId: string; joinCode: string; showType: ShowType; draftDate: string; turnTimeLimit: number; now: Date }
  | { type: 'JoinDraft'; playerId: string; now: Date }
  /**
   * `random` draws the draft order, which the event records (so replay never draws again).
   * `scheduledFor`: the countdown's own start (the turn clock's, at startsAt); it does nothing unless
   * that countdown still runs, so a start or a cancel before then wins.
   */
  | { type: 'StartDraft'; adminId: string; random: Randomness; cast: CastEntry[]; now: Date; scheduledFor?: string }
  /** Start with a countdown: the draft starts by itself `seconds` from now (checked as a start is, now). */
  | { type: 'ScheduleStart'; adminId: string; seconds: number; cast: CastEntry[]; now: Date }
  | { type: 'CancelScheduledStart'; adminId: string; now: Date }
  /** itemId null: the server chooses (the player's queue first, else the best-ranked available item). */
  | {
      type: 'MakePick';
      playerId: string | null;
      itemId: string | null;
      source: PickSource;
      expectedPickNumber?: number;
      cast: CastEntry[];
      queue: string[];
      now: Date;
    }
  | { type: 'ResetDraft'; adminId: string; now: Date }
  | { type: 'PauseDraft'; adminId: string; now: Date }
  | { type: 'ResumeDraft'; adminId: string; now: Date }
  /** `pickNumber` names the pick to take back; refused unless it is still the last pick (a burst undoes one). */
  | { type: 'UndoLastPick'; adminId: string; pickNumber: number; now: Date }
  | { type: 'DeleteDraft'; adminId: string; now: Date };
