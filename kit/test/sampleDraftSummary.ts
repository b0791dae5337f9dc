// A pending Big Brother draft summary, for tests in any package (import it from '@reality-draft/kit/testing').
import type { DraftSummary } from '@reality-draft/events';

export function sampleDraftSummary(overrides: Partial<DraftSummary> = {}): DraftSummary {
  return {
    id: 'd1',
    joinCode: 'ABC123',
    showType: 'big_brother',
    name: null,
    status: 'pending',
    draftDate: '2026-03-12',
    turnTimeLimit: 60,
    draftPhase: 1,
    adminId: 'a1',
    participantCount: 2,
    picksMade: 0,
    maxPicks: 6,
    createdAt: '2026-03-01T10:00:00.000Z',
    startedAt: null,
    completedAt: null,
    paused: false,
    startsAt: null,
    startKind: null,
    missedStart: null,
    autoPickPlayerIds: [],
    previousDraftId: null,
    ...overrides,
  };
}
