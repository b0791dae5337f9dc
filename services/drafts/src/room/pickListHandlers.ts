import type { PublicTeamPick, UserPick } from '@reality-draft/events';
import type { RouteHandler } from '@reality-draft/kernel';
import type { DraftsDeps } from '../draftsDeps';
import { pickView } from '../readModels/draftViews';

/** The pick lists outside a room: a player's own picks, and everyone's picks without private data. */
export function pickListHandlers(deps: DraftsDeps): Record<'listUserPicks' | 'listPublicTeamPicks', RouteHandler> {
  const listUserPicks: RouteHandler = async (req, res) => {
    const playerId = req.principal!.id;
    const [rooms, cast] = await Promise.all([deps.queries.roomsJoinedBy(playerId), deps.queries.allCasts()]);
    const picks: UserPick[] = rooms.flatMap((room) =>
      room.picks
        .filter((entry) => entry.playerId === playerId)
        .map((entry) => ({
          ...pickView(room, entry, cast),
          draft: { id: room.id, joinCode: room.joinCode, showType: room.showType, status: room.status },
        })),
    );
    res.json(picks);
  };

  const listPublicTeamPicks: RouteHandler = async (_req, res) => {
    const [rooms, cast] = await Promise.all([deps.queries.allRooms(), deps.queries.allCasts()]);
    const people = await deps.queries.people([...new Set(rooms.flatMap((room) => room.participantIds))]);
    const picks: PublicTeamPick[] = rooms.flatMap((room) =>
      room.picks.map((entry) => {
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
    res.json(picks);
  };
  return { listUserPicks, listPublicTeamPicks };
}
