import { draftBoard, snakePickNumber } from './draftBoard';
import { aPick, PLAYERS } from '../../../../test/endOfDraftFixtures';

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
