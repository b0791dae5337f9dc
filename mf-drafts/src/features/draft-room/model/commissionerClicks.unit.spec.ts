import { firstClickOnly, lastPick, lastPickNumber, undoQuestion } from './commissionerClicks';

describe('commissioner clicks', () => {
  it('undo names the last pick, whatever order the picks come in; none before the first pick', () => {
    expect(lastPickNumber([{ pickNumber: 1 }, { pickNumber: 2 }, { pickNumber: 3 }])).toBe(3);
    expect(lastPickNumber([{ pickNumber: 4 }, { pickNumber: 2 }])).toBe(4);
    expect(lastPickNumber([])).toBeNull();
    expect(
      lastPick([
        { pickNumber: 2, label: 'Harlan Fizzwick' },
        { pickNumber: 1, label: 'Team 3' },
      ]),
    ).toEqual({ pickNumber: 2, label: 'Harlan Fizzwick' });
  });

  it('undo asks first, naming the pick and whose it is', () => {
    expect(undoQuestion({ pickNumber: 2, label: 'Harlan Fizzwick' }, 'Sam')).toBe("Undo pick 2, Sam's Harlan Fizzwick?");
  });

  it('a button acts on a click or a key press, not on the second click of a double click', () => {
    const action = jest.fn();
    const onClick = firstClickOnly(action);
    onClick({ detail: 1 });
    onClick({ detail: 2 });
    onClick({ detail: 3 });
    onClick({ detail: 0 });
    expect(action).toHaveBeenCalledTimes(2);
  });
});
