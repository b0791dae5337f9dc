/** The scoring ledger: every point entry is an event; totals and leaderboards are projections of it. */
import type { ShowType } from '../catalog/events';
import type { PointType } from './pointTypes';

/** Where points come from: the show's real results, or a mini-game award (filled by the mini-games service). */
export type PointSource = 'results' | 'minigame';

/** What an entry scores: a team or contestant (results), or a player (mini-game awards). */
export type SubjectKind = 'team' | 'contestant' | 'player';

/** One entry's key: the same key entered again replaces its value (a correction). */
export interface EntryKey {
  subjectKind: SubjectKind;
  subjectId: string;
  showType: ShowType;
  /** The week (Amazing Race) or episode (Big Brother, Survivor); mini-game awards use 0. */
  period: number;
  pointType: PointType | 'minigame';
  /** The mini-game an award is for, and the draft it was sent to; absent for results. */
  sourceRef?: string;
  draftId?: string;
}

export type PointsEntered = {
  type: 'PointsEntered';
  data: EntryKey & { entryId: string; source: PointSource; points: number; enteredBy: string; enteredAt: string; reason?: string };
};

/** The same key entered again with another value; `previous` is kept. */
export type PointsCorrected = {
  type: 'PointsCorrected';
  data: EntryKey & { entryId: string; source: PointSource; previous: number; points: number; correctedBy: string; correctedAt: string; reason?: string };
};

export type PointsRemoved = {
  type: 'PointsRemoved';
  data: EntryKey & { entryId: string; source: PointSource; previous: number; removedBy: string; removedAt: string; reason?: string };
};

export type PointEvent = PointsEntered | PointsCorrected | PointsRemoved;

/**
 * Metadata of every event a points-dialog save appends when it corrects what was saved before (an entry
 * removed or re-valued): one id per save, so the correction's events in several entry streams (Iris's
 * Veto removed, Georgia's entered) are found as one correction. Projections never read it: replaying
 * old saves, which have none, projects the same.
 */
export interface CorrectionMetadata {
  correctionId: string;
}

/** The save's correction id an event carries in its metadata, if any. */
export function correctionIdOf(metadata: Record<string, unknown> | undefined): string | undefined {
  const id = metadata?.correctionId;
  return typeof id === 'string' ? id : undefined;
}

/** A player's "watched through week / episode N" per show: their views count only what aired up to N. */
export type SpoilerGuardSet = {
  type: 'SpoilerGuardSet';
  data: { playerId: string; showType: ShowType; watchedThrough: number | null; setAt: string };
};

export type SpoilerEvent = SpoilerGuardSet;

/**
 * An entry's id: its key's parts joined by ':', which no id contains (so two keys never share an
 * id). One stream per entry key, so concurrent entries of different keys never contend.
 */
export function entryIdOf(key: EntryKey): string {
  const parts = [key.subjectKind, key.subjectId, key.period, key.pointType, ...(key.sourceRef ? [key.sourceRef] : [])];
  return parts.join(':');
}

export const pointEntryStream = (entryId: string) => `points-${entryId}`;
export const spoilerGuardStream = (playerId: string) => `spoilers-${playerId}`;
