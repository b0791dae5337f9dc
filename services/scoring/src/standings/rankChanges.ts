import { draftLabel, type PlayerPoints, type PointEvent, type RankChange } from '@reality-draft/events';
import type { DraftDocument } from '../readModels/documents';
import { holdingsOf } from './holdings';
import { rankedPlayers } from './leaderboard';
import { scoringDrafts } from './playerPoints';
import type { ScoringWorld } from './scoringWorld';
import { ADMIN_VIEW } from './viewer';
import { worldAfter } from './worldAfter';

/** "Ann Lee", else the e-mail, else the id. */
const playerName = (player: PlayerPoints) =>
  [player.playerFirstName, player.playerLastName].filter(Boolean).join(' ').trim() || player.playerEmail || player.playerId;

/** The started drafts whose standings these subjects (teams, contestants or players) can move. */
function draftsTouching(world: ScoringWorld, subjects: ReadonlySet<string>): DraftDocument[] {
  return scoringDrafts(world, {}).filter(
    (draft) => holdingsOf(draft).some((held) => subjects.has(held.itemId)) || draft.participants.some((playerId) => subjects.has(playerId)),
  );
}

type Standings = Map<string, { player: PlayerPoints; rank: number }>;

/** One draft's standings by player: total and rank, as its leaderboard ranks them. */
function standingsOf(world: ScoringWorld, draftId: string): Standings {
  const { players, ranks } = rankedPlayers(world, { draftId }, ADMIN_VIEW);
  return new Map(players.map((player, index) => [player.playerId, { player, rank: ranks[index] }]));
}

/** The standings as they are, kept with the world they were computed from: the previews of one form's edits rank each draft's present once. */
const present = new WeakMap<ScoringWorld, Map<string, Standings>>();

function presentStandings(world: ScoringWorld, draftId: string): Standings {
  let drafts = present.get(world);
  if (!drafts) present.set(world, (drafts = new Map()));
  let standings = drafts.get(draftId);
  if (!standings) drafts.set(draftId, (standings = standingsOf(world, draftId)));
  return standings;
}

/**
 * Every player whose total or rank in a draft's standings would move if these ledger events were
 * applied: the events folded over the world in memory, each touched draft ranked before and after
 * by the leaderboard's own code. By draft, then new rank, then name.
 */
export function rankChanges(world: ScoringWorld, events: readonly PointEvent[]): RankChange[] {
  if (events.length === 0) return [];
  const after = worldAfter(world, events);
  const changes: RankChange[] = [];
  for (const draft of draftsTouching(world, new Set(events.map((event) => event.data.subjectId)))) {
    const was = presentStandings(world, draft.id);
    for (const [playerId, now] of standingsOf(after, draft.id)) {
      const before = was.get(playerId);
      if (!before || (before.player.totalPoints === now.player.totalPoints && before.rank === now.rank)) continue;
      changes.push({
        draftId: draft.id,
        draftName: draftLabel({ ...draft, name: draft.name ?? null }),
        playerId,
        playerName: playerName(now.player),
        totalBefore: before.player.totalPoints,
        totalAfter: now.player.totalPoints,
        rankBefore: before.rank,
        rankAfter: now.rank,
      });
    }
  }
  return changes.sort((a, b) => a.draftName.localeCompare(b.draftName) || a.rankAfter - b.rankAfter || a.playerName.localeCompare(b.playerName));
}
