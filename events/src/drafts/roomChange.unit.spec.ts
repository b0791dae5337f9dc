import type { DraftActivity } from './activity';
import type { DraftDetail, DraftRoom, Participant, Pick } from './api';
import { applyRoomChange, isDraftRoomChange, type DraftRoomChange } from './roomChange';

const detail = (version: number, currentTurn: number | null): DraftDetail =>
  ({ id: 'd1', status: 'active', version, currentTurn, currentPlayerId: currentTurn ? 'p2' : null, serverTime: '2026-01-01T00:00:00.000Z' }) as DraftDetail;
const participant = (playerId: string): Participant => ({ id: playerId, playerId, picksMade: 0 }) as Participant;
const pick = (pickNumber: number, playerId: string): Pick => ({ id: `d1-${pickNumber}`, pickNumber, round: 1, playerId, label: `item ${pickNumber}` }) as Pick;
const line = (seq: number, pickNumber: number, playerId: string): DraftActivity => ({
  kind: 'pick',
  seq,
  at: 'now',
  pickNumber,
  playerId,
  label: 'x',
  source: 'player',
});

const room = (): DraftRoom => ({
  draft: detail(5, 1),
  participants: [participant('p1'), participant('p2')],
  picks: [],
  activity: [{ kind: 'started', seq: 1, at: 'now' }],
  rosterMoves: [],
});
const firstPick: DraftRoomChange = { from: 5, draft: detail(6, 2), picks: [pick(1, 'p1')], activity: [line(2, 1, 'p1')] };

describe('applyRoomChange', () => {
  it("adds the pick, moves the turn and counts the picker's picks", () => {
    const next = applyRoomChange(room(), firstPick)!;
    expect(next.draft).toEqual(firstPick.draft);
    expect(next.picks).toEqual([pick(1, 'p1')]);
    expect(next.participants.map((p) => p.picksMade)).toEqual([1, 0]);
    expect(next.activity.map((l) => l.seq)).toEqual([1, 2]);
  });

  it("sets each participant's auto-pick from the draft's autoPickPlayerIds (a timer pick may switch it on)", () => {
    const switchedOn: DraftRoomChange = { ...firstPick, draft: { ...detail(6, 2), autoPickPlayerIds: ['p1'] } };
    expect(applyRoomChange(room(), switchedOn)!.participants.map((p) => p.autoPick)).toEqual([true, false]);
  });

  it('leaves the room it is given unchanged', () => {
    const before = room();
    const copy = structuredClone(before);
    applyRoomChange(before, firstPick);
    expect(before).toEqual(copy);
  });

  it('answers null on a gap: the room is at another version than the change starts from', () => {
    expect(applyRoomChange(room(), { ...firstPick, from: 4 })).toBeNull();
    expect(applyRoomChange({ ...room(), draft: detail(3, 1) }, firstPick)).toBeNull();
  });

  it("answers the same room when it already shows the change (the picker's own answer)", () => {
    const held = { ...room(), draft: detail(6, 2) };
    expect(applyRoomChange(held, firstPick)).toBe(held);
  });

  it('applies changes one after another, and a change with no pick (a pause) keeps the picks', () => {
    const second: DraftRoomChange = { from: 6, draft: detail(7, 3), picks: [pick(2, 'p2')], activity: [line(3, 2, 'p2')] };
    const paused: DraftRoomChange = { from: 7, draft: { ...detail(8, 3), paused: true }, picks: [], activity: [{ kind: 'paused', seq: 4, at: 'now' }] };
    const next = [firstPick, second, paused].reduce<DraftRoom | null>((held, change) => held && applyRoomChange(held, change), room())!;
    expect(next.picks.map((p) => p.pickNumber)).toEqual([1, 2]);
    expect(next.participants.map((p) => p.picksMade)).toEqual([1, 1]);
    expect(next.draft.paused).toBe(true);
    expect(next.activity.map((l) => l.kind)).toEqual(['started', 'pick', 'pick', 'paused']);
  });

  it('keeps only the latest ticker lines, as the room does', () => {
    const long = { ...room(), activity: Array.from({ length: 40 }, (_, i) => line(i + 1, i + 1, 'p1')) };
    const next = applyRoomChange(long, { ...firstPick, activity: [line(41, 1, 'p1')] })!;
    expect(next.activity).toHaveLength(40);
    expect(next.activity.at(-1)!.seq).toBe(41);
  });
});

describe('isDraftRoomChange', () => {
  it('accepts a change and refuses anything else', () => {
    expect(isDraftRoomChange(firstPick)).toBe(true);
    expect(isDraftRoomChange(undefined)).toBe(false);
    expect(isDraftRoomChange({ ...firstPick, from: '5' })).toBe(false);
    expect(isDraftRoomChange({ ...firstPick, picks: null })).toBe(false);
    expect(isDraftRoomChange({ ...firstPick, draft: { version: 1.5 } })).toBe(false);
  });
});
