import type { PointEvent, ShowType } from '@reality-draft/events';
import type { DraftDocument, EntryDocument, PersonDocument } from '../readModels/documents';
import { entryDocumentAfter } from '../readModels/pointsProjection';
import { rankChanges } from './rankChanges';
import { cellOf, type ScoringWorld } from './scoringWorld';

const at = '2026-11-27T12:00:00.000Z';

/** A results entry of a Big Brother contestant's episode, entered or corrected. */
function entered(subjectId: string, episode: number, points: number, previous: number | null = null): PointEvent {
  const key = { subjectKind: 'contestant' as const, subjectId, showType: 'big_brother' as ShowType, period: episode, pointType: 'hoh' as const };
  const entryId = `contestant:${subjectId}:${episode}:hoh`;
  return previous === null
    ? { type: 'PointsEntered', data: { ...key, entryId, source: 'results', points, enteredBy: 'admin', enteredAt: at } }
    : { type: 'PointsCorrected', data: { ...key, entryId, source: 'results', previous, points, correctedBy: 'admin', correctedAt: at } };
}

const removed = (subjectId: string, episode: number, previous: number): PointEvent => ({
  type: 'PointsRemoved',
  data: {
    subjectKind: 'contestant',
    subjectId,
    showType: 'big_brother',
    period: episode,
    pointType: 'hoh',
    entryId: `contestant:${subjectId}:${episode}:hoh`,
    source: 'results',
    previous,
    removedBy: 'admin',
    removedAt: at,
  },
});

const person = (id: string, firstName: string): PersonDocument => ({
  id,
  kind: 'player',
  firstName,
  lastName: null,
  email: `${id}@example.test`,
  username: null,
});

/** A started Big Brother draft in which each player picked the contestants listed for them. */
function draft(id: string, joinCode: string, picks: Record<string, string[]>): DraftDocument {
  const players = Object.keys(picks);
  return {
    id,
    showType: 'big_brother',
    joinCode,
    status: 'active',
    participants: players,
    picks: players.flatMap((playerId, seat) =>
      picks[playerId].map((itemId, round) => ({ pickNumber: round * players.length + seat + 1, round: round + 1, playerId, itemId, label: itemId })),
    ),
  };
}

/** The world after these ledger events, built the way the read models hold it. */
function world(drafts: DraftDocument[], events: PointEvent[]): ScoringWorld {
  const members = Object.fromEntries(
    ['c1', 'c2', 'c3', 'c4', 'c5', 'c6', 'c7'].map((id) => [id, { kind: 'contestant' as const, label: id, isActive: true, inCast: true }]),
  );
  const points: ScoringWorld['points'] = new Map();
  for (const event of events) {
    const entry = entryDocumentAfter(event) as EntryDocument;
    const subject = points.get(entry.subjectId) ?? { id: entry.subjectId, subjectKind: entry.subjectKind, cells: {} };
    subject.cells[entry.id] = cellOf(entry);
    points.set(entry.subjectId, subject);
  }
  return {
    casts: new Map([['big_brother', { id: 'big_brother', members }]]),
    drafts,
    people: new Map(['ann', 'ben', 'cy'].map((id) => [id, person(id, id[0].toUpperCase() + id.slice(1))])),
    points,
    predictions: new Map(),
    recapPeriods: new Map(),
  };
}

// Ann has c1 and c2, Ben c3 and c4, Cy c5 and c6.
const league = draft('d1', 'BB0001', { ann: ['c1', 'c2'], ben: ['c3', 'c4'], cy: ['c5', 'c6'] });
// Ann 3, Ben 5, Cy 4: Ben 1st, Cy 2nd, Ann 3rd.
const season = [entered('c1', 1, 3), entered('c3', 1, 5), entered('c5', 1, 4)];
const line = (change: ReturnType<typeof rankChanges>[number]) =>
  `${change.playerName}: ${change.rankBefore} -> ${change.rankAfter} in ${change.draftName}, ${change.totalBefore} -> ${change.totalAfter}`;

describe('rankChanges: who a correction would move, by the leaderboard', () => {
  it('a player entering first moves everyone they pass, and names the draft as the screens do', () => {
    const changes = rankChanges(world([league], season), [entered('c2', 2, 3)]);
    expect(changes.map(line)).toEqual([
      'Ann: 3 -> 1 in Big Brother #BB0001, 3 -> 6',
      'Ben: 1 -> 2 in Big Brother #BB0001, 5 -> 5',
      'Cy: 2 -> 3 in Big Brother #BB0001, 4 -> 4',
    ]);
  });

  it('the leader leaving first: a correction down, and a removal', () => {
    expect(rankChanges(world([league], season), [entered('c3', 1, 2, 5)]).map(line)).toEqual([
      'Cy: 2 -> 1 in Big Brother #BB0001, 4 -> 4',
      'Ann: 3 -> 2 in Big Brother #BB0001, 3 -> 3',
      'Ben: 1 -> 3 in Big Brother #BB0001, 5 -> 2',
    ]);
    expect(
      rankChanges(world([league], season), [removed('c3', 1, 5)]).map((change) => `${change.playerName} ${change.rankAfter} ${change.totalAfter}`),
    ).toEqual(['Cy 1 4', 'Ann 2 3', 'Ben 3 0']);
  });

  it('ties share a rank: a tie made and a tie broken', () => {
    // Ann to 5 ties Ben for 1st: Ann 3rd -> 1st (tied), Cy 2nd -> 3rd; Ben stays 1st and is not listed.
    expect(rankChanges(world([league], season), [entered('c2', 2, 2)]).map(line)).toEqual([
      'Ann: 3 -> 1 in Big Brother #BB0001, 3 -> 5',
      'Cy: 2 -> 3 in Big Brother #BB0001, 4 -> 4',
    ]);
    // From that tie, one more point for Ben: Ann 1st (tied) -> 2nd.
    const tied = world([league], [...season, entered('c2', 2, 2)]);
    expect(rankChanges(tied, [entered('c4', 2, 1)]).map(line)).toEqual([
      'Ben: 1 -> 1 in Big Brother #BB0001, 5 -> 6',
      'Ann: 1 -> 2 in Big Brother #BB0001, 5 -> 5',
    ]);
  });

  it('lists a player whose total moves though their rank does not, and nobody when nothing moves', () => {
    expect(rankChanges(world([league], season), [entered('c5', 1, 2, 4), entered('c6', 2, 2)]).map(line)).toEqual([]);
    expect(rankChanges(world([league], season), [entered('c4', 2, 1)]).map(line)).toEqual(['Ben: 1 -> 1 in Big Brother #BB0001, 5 -> 6']);
    expect(rankChanges(world([league], season), [])).toEqual([]);
    // An undrafted contestant's points move no one.
    expect(rankChanges(world([league], season), [entered('c7', 3, 9)])).toEqual([]);
  });

  it('ranks each draft the subject was picked in on its own, and leaves a pending draft out', () => {
    const other = draft('d2', 'BB0002', { ben: ['c1'], cy: ['c2'] });
    const pending = { ...draft('d3', 'BB0003', { ann: ['c1'], cy: ['c3'] }), status: 'pending' as const };
    const changes = rankChanges(world([league, other, pending], season), [entered('c1', 2, 2)]);
    expect(changes.map(line)).toEqual([
      'Ann: 3 -> 1 in Big Brother #BB0001, 3 -> 5',
      'Cy: 2 -> 3 in Big Brother #BB0001, 4 -> 4',
      'Ben: 1 -> 1 in Big Brother #BB0002, 3 -> 5',
    ]);
  });

  it('leaves the world it was given as it was', () => {
    const before = world([league], season);
    const copy = JSON.stringify([...before.points]);
    rankChanges(before, [entered('c2', 2, 3), removed('c1', 1, 3)]);
    expect(JSON.stringify([...before.points])).toBe(copy);
  });
});
