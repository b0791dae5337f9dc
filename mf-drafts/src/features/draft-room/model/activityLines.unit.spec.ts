import type { DraftActivity } from '@reality-draft/events';
import { activityText, chatRoomLines, laterLines, latestSeq, newAnnouncement, tickerLines } from './activityLines';

const at = '2026-11-21T20:00:00.000Z';
const names: Record<string, string> = { p1: 'Ann', p2: 'Sam' };
const nameOf = (id: string) => names[id] ?? 'Unknown Player';

const activity: DraftActivity[] = [
  { kind: 'started', seq: 1, at },
  { kind: 'pick', seq: 2, at, pickNumber: 1, playerId: 'p1', label: 'Team 3', source: 'player' },
  { kind: 'pick', seq: 3, at, pickNumber: 2, playerId: 'p2', label: 'Harlan', source: 'timer' },
  { kind: 'paused', seq: 4, at },
  { kind: 'undone', seq: 5, at, pickNumber: 2, playerId: 'p2', label: 'Harlan' },
];

describe('chat room lines', () => {
  it('puts the picks and the commissioner actions in the chat, never an elimination', () => {
    const lines = chatRoomLines(
      [
        { kind: 'started', seq: 1, at: '2026-12-04T20:00:00.000Z' },
        { kind: 'pick', seq: 2, at: '2026-12-04T20:00:05.000Z', pickNumber: 1, playerId: 'p1', label: 'Team 3', source: 'player' },
        { kind: 'eliminated', seq: 3, at: '2026-12-04T20:01:00.000Z', itemId: 't4', label: 'Team 4' },
        { kind: 'paused', seq: 4, at: '2026-12-04T20:02:00.000Z' },
      ],
      () => 'Ann',
    );
    expect(lines.map((line) => [line.key, line.text])).toEqual([
      ['room-1', 'The draft has started'],
      ['room-2', 'Pick 1 - Ann took Team 3'],
      ['room-4', 'Admin paused the draft'],
    ]);
  });
});

describe('the ticker lines', () => {
  it('names each pick and who made it, and each commissioner action', () => {
    expect(activity.map((line) => activityText(line, nameOf))).toEqual([
      'The draft has started',
      'Pick 1 - Ann took Team 3',
      'Pick 2 - Auto-picked Harlan for Sam',
      'Admin paused the draft',
      "Admin undid pick 2: Sam's Harlan",
    ]);
    expect(activityText({ kind: 'resumed', seq: 6, at }, nameOf)).toBe('Admin resumed the draft');
    expect(activityText({ kind: 'reset', seq: 7, at }, nameOf)).toBe('Admin reset the draft');
    expect(activityText({ kind: 'eliminated', seq: 8, at, itemId: 'c1', label: 'Harlan' }, nameOf)).toBe('Admin eliminated Harlan');
  });

  it("words the commissioner's pick, a player's auto-pick and the switch itself", () => {
    const pick = { seq: 9, at, pickNumber: 3, playerId: 'p2', label: 'Harlan Fizzwick' } as const;
    expect(activityText({ kind: 'pick', ...pick, source: 'commissioner' }, nameOf)).toBe('Pick 3 - Commish picked Harlan Fizzwick for Sam');
    expect(activityText({ kind: 'pick', ...pick, source: 'autopick' }, nameOf)).toBe('Pick 3 - Auto-picked Harlan Fizzwick for Sam');
    expect(activityText({ kind: 'pick', ...pick, source: 'bot' }, nameOf)).toBe('Pick 3 - Auto-picked Harlan Fizzwick for Sam');
    expect(activityText({ kind: 'autoPick', seq: 10, at, playerId: 'p2', on: true, reason: 'player' }, nameOf)).toBe('Sam switched auto-pick on');
    expect(activityText({ kind: 'autoPick', seq: 11, at, playerId: 'p2', on: false, reason: 'player' }, nameOf)).toBe('Sam switched auto-pick off');
    expect(activityText({ kind: 'autoPick', seq: 12, at, playerId: 'p2', on: true, reason: 'timeouts' }, nameOf)).toBe(
      'Auto-pick is on for Sam: two turns timed out',
    );
  });

  it("says why a start time came without a start, at the viewer's time", () => {
    const missed = { kind: 'startMissed', seq: 13, at, scheduledFor: '2026-12-02T19:00:00Z', playerCount: 1 } as const;
    expect(activityText(missed, nameOf, 'Europe/Paris')).toBe('Did not start at 20:00: 1 player joined');
    expect(activityText({ ...missed, playerCount: 0 }, nameOf, 'Europe/Paris')).toBe('Did not start at 20:00: 0 players joined');
  });

  it('lists the newest first, at most the limit', () => {
    const lines = tickerLines(activity, nameOf, 3);
    expect(lines.map((line) => line.key)).toEqual([5, 4, 3]);
  });

  it('announces only what arrived after the lines already shown, oldest first', () => {
    expect(newAnnouncement(activity, 5, nameOf)).toBeNull();
    expect(newAnnouncement(activity, 3, nameOf)).toBe("Admin paused the draft. Admin undid pick 2: Sam's Harlan");
    expect(latestSeq(activity)).toBe(5);
    expect(latestSeq([])).toBe(0);
  });

  describe("a player's spoiler guard", () => {
    const season: DraftActivity[] = [
      { kind: 'pick', seq: 1, at, pickNumber: 1, playerId: 'p1', label: 'Team 3', source: 'player' },
      { kind: 'eliminated', seq: 2, at, itemId: 't1', label: 'Team 1', period: 1 },
      { kind: 'eliminated', seq: 3, at, itemId: 't2', label: 'Team 2', period: 3 },
      { kind: 'restored', seq: 4, at, itemId: 't2', label: 'Team 2' },
      { kind: 'eliminated', seq: 5, at, itemId: 't4', label: 'Team 4' },
      { kind: 'restored', seq: 6, at, itemId: 't1', label: 'Team 1' },
    ];

    it('hides an elimination after the week watched, and its undoing; not one watched, nor one with no week', () => {
      expect([...laterLines(season, 2)]).toEqual([
        [3, 't2'],
        [4, 't2'],
      ]);
      expect(tickerLines(season, nameOf, 8, laterLines(season, 2)).map((line) => line.laterItemId)).toEqual([null, null, 't2', 't2', null, null]);
      expect(laterLines(season, 0).size).toBe(4);
    });

    it('hides nothing with no guard, nor what the player revealed', () => {
      expect(laterLines(season, null).size).toBe(0);
      expect(laterLines(season, undefined).size).toBe(0);
      expect(laterLines(season, 2, new Set(['t2'])).size).toBe(0);
    });

    it('hides a replacement of a pick that went home after the week watched', () => {
      const replaced: DraftActivity = {
        kind: 'replaced',
        seq: 7,
        at,
        playerId: 'p1',
        dropLabel: 'Team 2',
        addLabel: 'Team 5',
        fromPeriod: 4,
        periodWord: 'week',
      };
      expect(laterLines([replaced], 2).get(7)).toBe('replaced:7');
      expect(laterLines([replaced], 3).size).toBe(0);
      expect(laterLines([replaced], 2, new Set(['replaced:7'])).size).toBe(0);
      expect(activityText(replaced, nameOf)).toBe('Ann replaced Team 2 with Team 5 from week 4');
    });

    it('does not announce a hidden line', () => {
      expect(newAnnouncement(season, 2, nameOf, laterLines(season, 2))).toBe('Admin eliminated Team 4. Admin restored Team 1');
    });
  });
});
