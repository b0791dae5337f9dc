/**
 * A draft's events, on one stream per draft (`draft-{id}`). Randomness (the draft order) is decided
 * once and recorded, so replaying the stream always gives the same draft.
 */
import type { ShowType } from '../catalog/events';

export type DraftStatus = 'pending' | 'active' | 'completed';

/**
 * Who made a pick: the player, the turn timer at expiry, a demo bot, the player's auto-pick (on: picked
 * at once when the turn began, docs/drafts.md#auto-pick-for-me), or the draft's admin for the player on
 * the clock (docs/drafts.md#commissioner-pick).
 */
export type PickSource = 'player' | 'timer' | 'bot' | 'autopick' | 'commissioner';

/** Whether a pick of this source counts as an auto-pick (`PickMade.auto`, the spec's `isAutoPick`): nobody chose the item. */
export const isAutoSource = (source: PickSource) => source === 'timer' || source === 'bot' || source === 'autopick';

/** `name`: the league's name, when the admin gave one (drafts created before names have none). */
export type DraftCreated = {
  type: 'DraftCreated';
  data: {
    draftId: string;
    adminId: string;
    joinCode: string;
    showType: ShowType;
    draftDate: string;
    turnTimeLimit: number;
    createdAt: string;
    name?: string;
    /** The league's season before, when it is the same league again (docs/league.md#seasons). */
    previousDraftId?: string;
    /** The players of the season before, invited to this one. */
    invited?: string[];
  };
};

export type PlayerJoinedDraft = {
  type: 'PlayerJoinedDraft';
  data: { draftId: string; playerId: string; joinedAt: string };
};

/** `order` lists player ids by draft position (1-based position = index + 1). */
export type DraftStarted = {
  type: 'DraftStarted';
  data: { draftId: string; order: string[]; startedBy: string; startedAt: string };
};

/**
 * `label` snapshots the item's name so a pick reads well even if the cast is later replaced.
 * `pickedBy`: the admin's id, for a commissioner pick only.
 */
export type PickMade = {
  type: 'PickMade';
  data: {
    draftId: string;
    pickNumber: number;
    round: number;
    playerId: string;
    itemId: string;
    label: string;
    auto: boolean;
    source: PickSource;
    fromQueue: boolean;
    pickedAt: string;
    pickedBy?: string;
  };
};

export type DraftCompleted = {
  type: 'DraftCompleted';
  data: { draftId: string; completedAt: string; reason: 'all_picks_made' | 'no_items_left' };
};

/** "Clear Picks & Restart": every pick is removed and the first pick of round 1 begins again. */
export type DraftReset = {
  type: 'DraftReset';
  data: { draftId: string; resetBy: string; resetAt: string };
};

export type DraftPaused = {
  type: 'DraftPaused';
  data: { draftId: string; pausedBy: string; pausedAt: string; remainingMs: number };
};

export type DraftResumed = {
  type: 'DraftResumed';
  data: { draftId: string; resumedBy: string; resumedAt: string };
};

export type PickUndone = {
  type: 'PickUndone';
  data: { draftId: string; pickNumber: number; itemId: string; playerId: string; undoneBy: string; undoneAt: string };
};

/**
 * What kind of start a draft waits for: the admin room's 10 s "Start in 10 s" countdown, or a start
 * time the admin set (docs/drafts.md#scheduled-start).
 */
export type StartKind = 'countdown' | 'schedule';

/**
 * The draft starts by itself at `startsAt` unless started or cancelled first. `kind` absent: a
 * countdown (the events recorded before schedules existed).
 */
export type DraftStartScheduled = {
  type: 'DraftStartScheduled';
  data: { draftId: string; startsAt: string; scheduledBy: string; scheduledAt: string; kind?: StartKind };
};

/**
 * The start time came and the draft could not start (fewer than 2 players joined, or not enough cast):
 * it stays pending. `reason` is the start's refusal, as Start would have answered it.
 */
export type DraftStartMissed = {
  type: 'DraftStartMissed';
  data: { draftId: string; scheduledFor: string; playerCount: number; reason: string; missedAt: string };
};

/**
 * A player's "Auto-pick for me" switched on or off: by the player (`player`), or by the server after
 * their turns timed out in a row (`timeouts`, in the same decision as the timer's pick;
 * docs/drafts.md#auto-pick-for-me).
 */
export type AutoPickSet = {
  type: 'AutoPickSet';
  data: { draftId: string; playerId: string; on: boolean; reason: 'player' | 'timeouts'; setAt: string };
};

export type DraftStartCancelled = {
  type: 'DraftStartCancelled';
  data: { draftId: string; cancelledBy: string; cancelledAt: string };
};

export type DraftDeleted = {
  type: 'DraftDeleted';
  data: { draftId: string; deletedBy: string; deletedAt: string };
};

export type DraftEvent =
  | DraftCreated
  | PlayerJoinedDraft
  | DraftStarted
  | PickMade
  | DraftCompleted
  | DraftReset
  | DraftPaused
  | DraftResumed
  | PickUndone
  | DraftStartScheduled
  | DraftStartCancelled
  | DraftStartMissed
  | AutoPickSet
  | DraftDeleted;

/** A participant's private pick queue, on its own stream so editing it never races a pick. */
export type PickQueueSet = {
  type: 'PickQueueSet';
  data: { draftId: string; playerId: string; itemIds: string[]; setAt: string };
};

export const draftStream = (draftId: string) => `draft-${draftId}`;
export const DRAFT_STREAM_PREFIX = 'draft-';
export const pickQueueStream = (draftId: string, playerId: string) => `pickqueue-${draftId}-${playerId}`;

export const PICKS_PER_PARTICIPANT = 3;
export const MIN_PARTICIPANTS = 2;
export const MAX_PARTICIPANTS = 12;
export const JOIN_CODE_LENGTH = 6;
/** New join codes are 6 digits (docs/drafts.md#join-code 'Please enter a 6-digit join code.', example 123456); older codes may hold letters and still join. */
export const JOIN_CODE_ALPHABET = '0123456789';
/** Auto-pick fires this long after a turn's time runs out (docs/architecture.md#turn-timer). */
export const AUTO_PICK_GRACE_MS = 2_000;
/** The countdown the admin room's Start gives the players before the first turn. */
export const START_COUNTDOWN_SECONDS = 10;
/** Demo bots pick this long into their turn (docs/drafts.md#auto-pick "Frontend auto-pick"). */
export const BOT_PICK_DELAY_MS = 3_000;
