import type { DraftEvent } from './events';
import { publicDraftEvent } from './history';

const at = '2026-11-21T20:00:00.000Z';
const d = 'd1';

/** One of each of a draft's events, every field filled. */
const EVENTS: DraftEvent[] = [
  {
    type: 'DraftCreated',
    data: { draftId: d, adminId: 'a', joinCode: '123456', showType: 'survivor', draftDate: '2026-11-21', turnTimeLimit: 60, createdAt: at },
  },
  { type: 'PlayerJoinedDraft', data: { draftId: d, playerId: 'p1', joinedAt: at } },
  { type: 'DraftStartScheduled', data: { draftId: d, startsAt: at, scheduledBy: 'a', scheduledAt: at, kind: 'schedule' } },
  { type: 'DraftStartCancelled', data: { draftId: d, cancelledBy: 'a', cancelledAt: at } },
  { type: 'DraftStartMissed', data: { draftId: d, scheduledFor: at, playerCount: 1, reason: 'Too few', missedAt: at } },
  { type: 'AutoPickSet', data: { draftId: d, playerId: 'p1', on: true, reason: 'timeouts', setAt: at } },
  { type: 'DraftStarted', data: { draftId: d, order: ['p1'], startedBy: 'a', startedAt: at } },
  {
    type: 'PickMade',
    data: { draftId: d, pickNumber: 1, round: 1, playerId: 'p1', itemId: 'i1', label: 'Item 1', auto: true, source: 'timer', fromQueue: true, pickedAt: at },
  },
  { type: 'PickUndone', data: { draftId: d, pickNumber: 1, itemId: 'i1', playerId: 'p1', undoneBy: 'a', undoneAt: at } },
  { type: 'DraftPaused', data: { draftId: d, pausedBy: 'a', pausedAt: at, remainingMs: 1000 } },
  { type: 'DraftResumed', data: { draftId: d, resumedBy: 'a', resumedAt: at } },
  { type: 'DraftReset', data: { draftId: d, resetBy: 'a', resetAt: at } },
  { type: 'DraftCompleted', data: { draftId: d, completedAt: at, reason: 'all_picks_made' } },
  { type: 'DraftDeleted', data: { draftId: d, deletedBy: 'a', deletedAt: at } },
];

/** The fields each event shows in the history. A field added to an event fails here until it is decided public or not. */
const PUBLIC_FIELDS: Record<DraftEvent['type'], string[]> = {
  DraftCreated: ['adminId', 'createdAt', 'draftDate', 'draftId', 'joinCode', 'showType', 'turnTimeLimit'],
  PlayerJoinedDraft: ['draftId', 'joinedAt', 'playerId'],
  DraftStartScheduled: ['draftId', 'kind', 'scheduledAt', 'scheduledBy', 'startsAt'],
  DraftStartCancelled: ['cancelledAt', 'cancelledBy', 'draftId'],
  DraftStartMissed: ['draftId', 'missedAt', 'playerCount', 'reason', 'scheduledFor'],
  AutoPickSet: ['draftId', 'on', 'playerId', 'reason', 'setAt'],
  DraftStarted: ['draftId', 'order', 'startedAt', 'startedBy'],
  PickMade: ['auto', 'draftId', 'itemId', 'label', 'pickNumber', 'pickedAt', 'playerId', 'round', 'source'],
  PickUndone: ['draftId', 'itemId', 'pickNumber', 'playerId', 'undoneAt', 'undoneBy'],
  DraftPaused: ['draftId', 'pausedAt', 'pausedBy', 'remainingMs'],
  DraftResumed: ['draftId', 'resumedAt', 'resumedBy'],
  DraftReset: ['draftId', 'resetAt', 'resetBy'],
  DraftCompleted: ['completedAt', 'draftId', 'reason'],
  DraftDeleted: ['deletedAt', 'deletedBy', 'draftId'],
};

describe('publicDraftEvent (what of an event leaves in a draft history)', () => {
  it.each(EVENTS.map((event) => [event.type, event] as const))('%s: its public fields, nothing else', (type, event) => {
    const shown = publicDraftEvent(event);
    expect(Object.keys(shown).sort()).toEqual(['data', 'type']);
    expect(shown.type).toBe(type);
    expect(Object.keys(shown.data).sort()).toEqual(PUBLIC_FIELDS[type]);
  });

  it("keeps a pick's facts and leaves out whether it came from the player's queue", () => {
    const shown = publicDraftEvent(EVENTS.find((event) => event.type === 'PickMade')!);
    expect(shown.data).toEqual({
      draftId: d,
      pickNumber: 1,
      round: 1,
      playerId: 'p1',
      itemId: 'i1',
      label: 'Item 1',
      auto: true,
      source: 'timer',
      pickedAt: at,
    });
  });

  it("names the admin who made a commissioner's pick", () => {
    const commissioner: DraftEvent = {
      type: 'PickMade',
      data: {
        draftId: d,
        pickNumber: 2,
        round: 1,
        playerId: 'p1',
        itemId: 'i2',
        label: 'Item 2',
        auto: false,
        source: 'commissioner',
        fromQueue: false,
        pickedAt: at,
        pickedBy: 'a',
      },
    };
    expect(publicDraftEvent(commissioner).data).toMatchObject({ source: 'commissioner', pickedBy: 'a' });
    expect(publicDraftEvent(commissioner).data).not.toHaveProperty('fromQueue');
  });

  it("leaves a recorded event's id, position and metadata in the log", () => {
    const recorded = { ...EVENTS[1], eventId: 'e1', streamId: 'draft-d1', version: 2, position: 99, recordedAt: at, metadata: { by: 'x' } };
    expect(publicDraftEvent(recorded)).toEqual({ type: 'PlayerJoinedDraft', data: EVENTS[1].data });
  });
});
