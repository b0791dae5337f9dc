import type { RosterMove } from '@reality-draft/events';
import { draftBoard, pickSwaps, snakePickNumber } from './draftBoard';
import { aPick, aTradeMove, PLAYERS } from '../../../../test/endOfDraftFixtures';

const allPicks = Array.from({ length: 9 }, (_, index) => aPick(index + 1));

describe('the draft board', () => {
  it('numbers the cells in snake order: odd rounds left to right, even rounds right to left', () => {
    expect([1, 2, 3].map((position) => snakePickNumber(1, position, 3))).toEqual([1, 2, 3]);
    expect([1, 2, 3].map((position) => snakePickNumber(2, position, 3))).toEqual([6, 5, 4]);
    expect([1, 2, 3].map((position) => snakePickNumber(3, position, 3))).toEqual([7, 8, 9]);
  });

  it('has a column per player by draft position and a row per round, each cell the pick that player made then', () => {
    const board = draftBoard(PLAYERS, allPicks);
    expect(board.columns.map((person) => person.id)).toEqual(['ann', 'ben', 'cy']);
    expect(board.rounds.map((row) => row.round)).toEqual([1, 2, 3]);
    expect(board.rounds.map((row) => row.cells.map((cell) => cell.pick?.label))).toEqual([
      ['Item 1', 'Item 2', 'Item 3'],
      ['Item 6', 'Item 5', 'Item 4'],
      ['Item 7', 'Item 8', 'Item 9'],
    ]);
    board.rounds.forEach((row) => row.cells.forEach((cell) => expect(cell.pick?.pickNumber).toBe(cell.pickNumber)));
  });

  it('leaves the cells of picks not made empty, with the pick number they would have', () => {
    const board = draftBoard(PLAYERS, allPicks.slice(0, 4));
    expect(board.rounds[1].cells.map((cell) => [cell.pickNumber, cell.pick?.label ?? null])).toEqual([
      [6, null],
      [5, null],
      [4, 'Item 4'],
    ]);
    expect(board.rounds[2].cells.every((cell) => cell.pick === null)).toBe(true);
  });

  it('keeps three rounds for a draft with no picks, and no columns without players', () => {
    expect(draftBoard(PLAYERS, []).rounds).toHaveLength(3);
    expect(draftBoard([], []).columns).toEqual([]);
  });
});

describe('the draft board after the draft', () => {
  const picks = allPicks.map((pick) => ({ ...pick, contestantId: `c${pick.pickNumber}` }));
  const move = (playerId: string, drop: number | string, add: string, fromPeriod: number, kind: 'replacement' = 'replacement'): RosterMove => ({
    kind,
    playerId,
    dropItemId: typeof drop === 'number' ? `c${drop}` : drop,
    dropLabel: typeof drop === 'number' ? `Item ${drop}` : drop,
    addItemId: add,
    addLabel: add,
    fromPeriod,
    at: '2026-12-04T12:00:00Z',
    ref: `claim-${add}`,
  });

  it('puts each won replacement on the place of the pick it dropped, and a later one on the same place', () => {
    // Ben picked 2 and 5; Cy picked 3. Ben replaced 5 with Kim, then Kim with Lou; Cy's move names an item he never held.
    const moves = [move('ben', 5, 'Kim', 2), move('cy', 5, 'Zed', 2), move('ben', 'Kim', 'Lou', 4)];
    const swaps = pickSwaps(picks, moves);
    expect([...swaps.keys()]).toEqual(['d1-5']);
    expect(swaps.get('d1-5')).toEqual([
      { kind: 'replacement', dropLabel: 'Item 5', addLabel: 'Kim', fromPeriod: 2 },
      { kind: 'replacement', dropLabel: 'Kim', addLabel: 'Lou', fromPeriod: 4 },
    ]);
    const board = draftBoard(PLAYERS, picks, 3, moves);
    expect(board.rounds[1].cells.map((cell) => cell.swaps.length)).toEqual([0, 2, 0]);
  });

  it('leaves the board as drafted without moves', () => {
    expect(draftBoard(PLAYERS, picks).rounds.every((row) => row.cells.every((cell) => cell.swaps.length === 0 && cell.heldBy === null))).toBe(true);
  });

  it("marks a traded pick's place with its new holder, and a replacement its new holder makes on the same place", () => {
    // Ann (1, 6, 7) gives Item 1 to Ben (2, 5, 8) for Item 5 from episode 2; Ben then replaces Item 1 with Kim, and trades Kim back to Ann.
    const trade = aTradeMove;
    const first = trade('ann', 'ben', ['c1'], ['c5'], 2);
    const swaps = pickSwaps(picks, [first]);
    expect(swaps.get('d1-1')).toEqual([{ kind: 'trade', label: 'Item 1', fromPlayerId: 'ann', toPlayerId: 'ben', fromPeriod: 2 }]);
    expect(swaps.get('d1-5')).toEqual([{ kind: 'trade', label: 'Item 5', fromPlayerId: 'ben', toPlayerId: 'ann', fromPeriod: 2 }]);
    const board = draftBoard(PLAYERS, picks, 3, [first]);
    expect(board.rounds[0].cells.map((cell) => cell.heldBy)).toEqual(['ben', null, null]);
    expect(board.rounds[1].cells.map((cell) => cell.heldBy)).toEqual([null, 'ann', null]);

    const later = [first, move('ben', 1, 'Kim', 3), trade('ben', 'ann', ['Kim'], ['c6'], 4)];
    const cell = draftBoard(PLAYERS, picks, 3, later).rounds[0].cells[0];
    expect(cell.swaps.map((each) => each.kind)).toEqual(['trade', 'replacement', 'trade']);
    // Back with its drafter: no longer marked as held by someone else.
    expect(cell.heldBy).toBeNull();
    // Ann's Item 6 went to Ben on the same trade.
    expect(draftBoard(PLAYERS, picks, 3, later).rounds[1].cells[0].heldBy).toBe('ben');
  });
});
