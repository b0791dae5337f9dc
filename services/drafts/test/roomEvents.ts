import type { DraftEvent } from '@reality-draft/events';
import { pickMade } from '@reality-draft/events/testing';

/** A draft's events for read-model specs: draft d1, created by a1, p1 and p2 joined, started with p2 first. */
export const draftId = 'd1';
export const at = (second: number) => new Date(Date.UTC(2026, 10, 21, 20, 0, second)).toISOString();

export const created: DraftEvent = {
  type: 'DraftCreated',
  data: { draftId, adminId: 'a1', joinCode: 'ABC123', showType: 'big_brother', draftDate: '2026-11-21', turnTimeLimit: 60, createdAt: at(0) },
};

/** A player's pick of item c<pickNumber>, in round 1, at the given second. */
export const pick = (pickNumber: number, playerId: string, second: number): DraftEvent => pickMade({ draftId, pickNumber, playerId, pickedAt: at(second) });

export const started: DraftEvent[] = [
  created,
  { type: 'PlayerJoinedDraft', data: { draftId, playerId: 'p1', joinedAt: at(1) } },
  { type: 'PlayerJoinedDraft', data: { draftId, playerId: 'p2', joinedAt: at(2) } },
  { type: 'DraftStarted', data: { draftId, order: ['p2', 'p1'], startedBy: 'a1', startedAt: at(3) } },
];
