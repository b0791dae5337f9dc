import type { PlayerDataPart } from '@reality-draft/events';
import type { DraftQueries } from './draftQueries';
import { draftSummary } from './draftViews';
import { userPicks } from './pickLists';

/** The drafts' part of a player's data export: the leagues they joined, their picks, their pick queues and auto-pick, what they wrote in chat. */
export async function draftsExport(queries: DraftQueries, playerId: string): Promise<PlayerDataPart> {
  const rooms = await queries.roomsJoinedBy(playerId);
  const [picks, messages, pickQueues] = await Promise.all([
    userPicks(queries, playerId),
    queries.chatMessagesBy(playerId),
    Promise.all(rooms.map(async (room) => ({ draftId: room.id, itemIds: await queries.queue(room.id, playerId) }))),
  ]);
  return {
    drafts: {
      joined: rooms.map(draftSummary),
      picks,
      pickQueues,
      autoPick: rooms.map((room) => ({ draftId: room.id, on: (room.autoPickIds ?? []).includes(playerId) })),
    },
    chat: { messages: messages.map(({ draftId, id, text, spoiler, at, removed }) => ({ draftId, id, text, spoiler, at, removed })) },
  };
}
