import type { PublicTeamPick, UserPick } from '@reality-draft/events';
import type { DraftQueries } from './draftQueries';
import { pickView } from './draftViews';
import { currentPicks, roomName } from './roomDocument';

/** The pick lists outside a room: a player's own picks across their drafts, as their rosters stand now (docs/league.md#rosters). */
export async function userPicks(queries: DraftQueries, playerId: string): Promise<UserPick[]> {
  const [rooms, cast] = await Promise.all([queries.roomsJoinedBy(playerId), queries.allCasts()]);
  return rooms.flatMap((room) =>
    currentPicks(room)
      .filter((entry) => entry.playerId === playerId)
      .map((entry) => ({
        ...pickView(room, entry, cast),
        draft: { id: room.id, joinCode: room.joinCode, showType: room.showType, name: roomName(room), status: room.status },
      })),
  );
}

/** Everyone's picks in every draft, without private data. */
export async function publicTeamPicks(queries: DraftQueries): Promise<PublicTeamPick[]> {
  const [rooms, cast] = await Promise.all([queries.allRooms(), queries.allCasts()]);
  const people = await queries.people([...new Set(rooms.flatMap((room) => room.participantIds))]);
  return rooms.flatMap((room) =>
    currentPicks(room).map((entry) => {
      const { teamId, contestantId, survivorContestantId } = pickView(room, entry, cast);
      const person = people.get(entry.playerId);
      return {
        draftId: room.id,
        showType: room.showType,
        pickNumber: entry.pickNumber,
        round: entry.round,
        playerId: entry.playerId,
        playerFirstName: person?.firstName ?? null,
        playerLastName: person?.lastName ?? null,
        itemId: entry.itemId,
        ...(teamId && { teamId }),
        ...(contestantId && { contestantId }),
        ...(survivorContestantId && { survivorContestantId }),
        label: entry.label,
        isActive: cast.get(entry.itemId)?.isActive ?? true,
      };
    }),
  );
}
