import type { RosterItem, RosterMove } from '@reality-draft/events';
import { aPick, aTradeMove } from '../../../../test/endOfDraftFixtures';
import { currentRosters, pickPlaces } from './rosters';

// Ann picked 1, 6, 7; Ben 2, 5, 8; Cy 3, 4, 9 (snake order), each item `c{n}` named `Item {n}`.
const picks = Array.from({ length: 9 }, (_, index) => ({ ...aPick(index + 1), contestantId: `c${index + 1}` }));
const rosterOf = (rosters: ReadonlyMap<string, readonly RosterItem[]>, playerId: string) => rosters.get(playerId) ?? [];
const ids = (rosters: ReadonlyMap<string, readonly RosterItem[]>, playerId: string) => rosterOf(rosters, playerId).map((item) => item.itemId);

const replacement = (playerId: string, dropItemId: string, addItemId: string, fromPeriod: number): RosterMove => ({
  kind: 'replacement',
  playerId,
  dropItemId,
  dropLabel: dropItemId,
  addItemId,
  addLabel: `Added ${addItemId}`,
  fromPeriod,
  at: '2026-12-04T12:00:00Z',
  ref: `claim-${addItemId}`,
});
const trade = aTradeMove;

describe("each player's roster now", () => {
  it('is what they drafted, in pick order, before any move', () => {
    const rosters = currentRosters([...picks].reverse(), []);
    expect(ids(rosters, 'ann')).toEqual(['c1', 'c6', 'c7']);
    expect(ids(rosters, 'ben')).toEqual(['c2', 'c5', 'c8']);
    expect(rosterOf(rosters, 'ann')[0]).toEqual({ itemId: 'c1', label: 'Item 1' });
    expect(rosterOf(rosters, 'nobody')).toEqual([]);
  });

  it("puts a won replacement in the dropped item's place", () => {
    const rosters = currentRosters(picks, [replacement('ben', 'c5', 'k', 2)]);
    expect(ids(rosters, 'ben')).toEqual(['c2', 'k', 'c8']);
    expect(rosterOf(rosters, 'ben')[1]).toEqual({ itemId: 'k', label: 'Added k' });
  });

  it("hands a trade's give to the other player and its get to the proposer, in one step", () => {
    const rosters = currentRosters(picks, [trade('ann', 'ben', ['c1', 'c7'], ['c5'], 3)]);
    expect(ids(rosters, 'ann')).toEqual(['c5', 'c6']);
    expect(ids(rosters, 'ben')).toEqual(['c1', 'c2', 'c7', 'c8']);
    expect(ids(rosters, 'cy')).toEqual(['c3', 'c4', 'c9']);
  });

  it('applies the moves in order: a traded item replaced by its new holder, then traded on', () => {
    const moves = [trade('ann', 'ben', ['c1'], ['c2'], 2), replacement('ben', 'c1', 'k', 3), trade('ben', 'cy', ['k'], ['c9'], 4)];
    const rosters = currentRosters(picks, moves);
    expect(ids(rosters, 'ann')).toEqual(['c2', 'c6', 'c7']);
    expect(ids(rosters, 'ben')).toEqual(['c5', 'c8', 'c9']);
    expect(ids(rosters, 'cy')).toEqual(['k', 'c3', 'c4']);
    const place = pickPlaces(picks, moves).find((each) => each.pick.pickNumber === 1)!;
    expect(place).toMatchObject({ itemId: 'k', label: 'Added k', holderId: 'cy' });
    expect(place.moves).toEqual([
      { kind: 'trade', label: 'Item 1', fromPlayerId: 'ann', toPlayerId: 'ben', fromPeriod: 2 },
      { kind: 'replacement', dropLabel: 'c1', addLabel: 'Added k', fromPeriod: 3 },
      { kind: 'trade', label: 'Added k', fromPlayerId: 'ben', toPlayerId: 'cy', fromPeriod: 4 },
    ]);
  });

  it('ignores a move naming an item its player does not hold: a trade moves all of its items or none', () => {
    // Ann's drop of Ben's item; Cy's trade of an item he never had, for one Ann has.
    const rosters = currentRosters(picks, [replacement('ann', 'c2', 'k', 2), trade('cy', 'ann', ['c1'], ['c6'], 2)]);
    expect(ids(rosters, 'ann')).toEqual(['c1', 'c6', 'c7']);
    expect(ids(rosters, 'cy')).toEqual(['c3', 'c4', 'c9']);
    expect(ids(rosters, 'ben')).toEqual(['c2', 'c5', 'c8']);
  });
});
