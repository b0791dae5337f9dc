import type { Pick, Team } from '@reality-draft/events';
import { sampleContestant, sampleTeam } from '@reality-draft/events/testing';
import { itemDetail, itemLabel, itemName, itemNumber, itemsTitle, outWord, pickBody, roomItems, splitPicked } from './roomItems';

const team = (n: number, isActive = true) => sampleTeam(n, { memberNames: `Pair ${n}`, description: 'Sisters', isActive });
const contestant = (n: number) => sampleContestant(n, { age: 30, occupation: 'Chef', tribe: 'Lavo' });

const pickOf = (item: Team, playerId = 'p1', pickNumber = 1): Pick => ({
  id: `pick-${item.id}`,
  draftId: 'd',
  pickNumber,
  round: 1,
  playerId,
  userId: playerId,
  assignedToPlayerId: playerId,
  assignedToUserId: playerId,
  isAutoPick: false,
  source: 'player',
  pickedAt: '2026-01-01T00:00:00Z',
  secondsOnClock: null,
  teamId: item.id,
  team: item,
  label: item.memberNames,
});

describe('room items', () => {
  it('adds picked items, marked with their pick, in cast order', () => {
    const items = roomItems([team(3), team(1)], [pickOf(team(2))], true);
    expect(items.map((entry) => [entry.item.id, entry.pick?.playerId ?? null])).toEqual([
      ['t1', null],
      ['t2', 'p1'],
      ['t3', null],
    ]);
  });

  it('leaves picked items out when asked', () => {
    expect(roomItems([team(1), team(2)], [pickOf(team(2))], false).map((entry) => entry.item.id)).toEqual(['t1']);
  });

  it('names teams and contestants', () => {
    expect([itemName(team(4)), itemNumber(team(4)), itemDetail(team(4))]).toEqual(['Pair 4', 'Team 4', 'Sisters']);
    expect([itemName(contestant(7)), itemNumber(contestant(7)), itemDetail(contestant(7))]).toEqual(['Guest 7', 'Contestant 7', 'Age 30 · Chef · Lavo tribe']);
  });

  it('names each item for a screen reader: a team by number and members, a contestant by name', () => {
    expect(itemLabel(team(3))).toBe('Team 3: Pair 3');
    expect(itemLabel(contestant(7))).toBe('Guest 7');
  });

  it('keeps picked items in the grid, or moves them to a list in pick order when hidden', () => {
    const items = roomItems([team(1), team(4)], [pickOf(team(3), 'p1', 1), pickOf(team(2), 'p2', 2)], true);
    expect(splitPicked(items, false)).toEqual({ grid: items, picked: [] });
    const hidden = splitPicked(items, true);
    expect(hidden.grid.map((entry) => entry.item.id)).toEqual(['t1', 't4']);
    expect(hidden.picked.map((entry) => [entry.item.id, entry.pick?.playerId])).toEqual([
      ['t3', 'p1'],
      ['t2', 'p2'],
    ]);
  });

  it('uses each show words', () => {
    expect(itemsTitle('amazing_race')).toBe('Available Teams');
    expect(itemsTitle('big_brother')).toBe('Available Contestants');
    expect(['amazing_race', 'big_brother', 'survivor'].map((show) => outWord(show as never))).toEqual(['Eliminated', 'Evicted', 'Voted Out']);
  });

  it('sends teamId for Amazing Race and contestantId otherwise', () => {
    expect(pickBody('amazing_race', 't1')).toEqual({ teamId: 't1' });
    expect(pickBody('survivor', 'c1')).toEqual({ contestantId: 'c1' });
  });
});
