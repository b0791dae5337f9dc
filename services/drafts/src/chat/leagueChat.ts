import { randomUUID } from 'node:crypto';
import {
  chatStream,
  CHAT_PAGE_DEFAULT,
  CHAT_PAGE_MAX,
  CHAT_TEXTS,
  type ChatEmoji,
  type ChatEvent,
  type ChatMessage,
  type ChatPage,
  type PostMessageRequest,
} from '@reality-draft/events';
import { BadRequest, Forbidden, handleAndSettle, NotFound, type Principal } from '@reality-draft/kernel';
import type { DraftsDeps } from '../draftsDeps';
import { CHAT_PROJECTION, type ChatDocument } from '../readModels/chatProjection';
import { existingRoom, isLeagueMember } from '../readModels/roomAccess';
import type { RoomDocument } from '../readModels/roomDocument';
import type { ChatCommand } from './commands';
import { chatDecider } from './decide';
import type { ChatState } from './state';

/** A league's chat is its players' and its admin's (docs/chat.md): anyone else 403, an unknown draft 404. */
export async function memberRoom(deps: DraftsDeps, draftId: string, who: Principal): Promise<RoomDocument> {
  const room = await existingRoom(deps, draftId);
  if (!isLeagueMember(room, who)) throw new Forbidden(CHAT_TEXTS.notMember);
  return room;
}

/**
 * Decided on the chat's stream, answered once the chat's read model has it. Posts at once in one league
 * each land in turn: a command that lost the race decides again (every chat command may), as often as
 * a whole league posting at the same moment takes.
 */
const CHAT_RETRIES = 25;
const handleChatCommand = (deps: DraftsDeps, draftId: string, command: ChatCommand) =>
  handleAndSettle<ChatState, ChatCommand, ChatEvent>(deps, chatStream(draftId), chatDecider, command, { retries: CHAT_RETRIES, readModels: [CHAT_PROJECTION] });

const nameOf = async (deps: DraftsDeps, authorId: string, room: RoomDocument): Promise<string> => {
  const person = await deps.queries.inMemory.people.get(authorId);
  const name = [person?.firstName, person?.lastName].filter(Boolean).join(' ');
  return name || (authorId === room.adminId ? 'League admin' : 'Player');
};

/** A message as `viewer` sees it: reactions counted, theirs named. */
async function messageView(deps: DraftsDeps, room: RoomDocument, message: ChatDocument, viewer: Principal): Promise<ChatMessage> {
  const reactions: ChatMessage['reactions'] = {};
  const mine: ChatEmoji[] = [];
  // A removed message keeps no reactions to show.
  for (const [emoji, players] of message.removed ? [] : (Object.entries(message.reactions) as [ChatEmoji, string[]][])) {
    if (players.length) reactions[emoji] = players.length;
    if (players.includes(viewer.id)) mine.push(emoji);
  }
  const { id, seq, authorId, text, spoiler, at, removed } = message;
  return { id, seq, authorId, authorName: await nameOf(deps, authorId, room), text, spoiler, at, reactions, mine, removed };
}

const pageLimit = (limit: string | undefined): number => {
  if (limit === undefined) return CHAT_PAGE_DEFAULT;
  const value = Number(limit);
  if (!Number.isInteger(value) || value < 1 || value > CHAT_PAGE_MAX) throw new BadRequest(`limit must be a whole number from 1 to ${CHAT_PAGE_MAX}.`);
  return value;
};

/** GET /drafts/{id}/messages: newest first, `limit` at a time, older than `before`. */
export async function chatPage(deps: DraftsDeps, room: RoomDocument, viewer: Principal, query: { before?: string; limit?: string }): Promise<ChatPage> {
  const { messages, more } = await deps.queries.chatPage(room.id, query.before === undefined ? undefined : Number(query.before), pageLimit(query.limit));
  return {
    messages: await Promise.all(messages.map((message) => messageView(deps, room, message, viewer))),
    next: more ? messages.at(-1)!.seq : null,
  };
}

async function answered(deps: DraftsDeps, room: RoomDocument, messageId: string, viewer: Principal): Promise<ChatMessage> {
  const message = await deps.queries.chatMessage(messageId);
  if (!message || message.draftId !== room.id) throw new NotFound(CHAT_TEXTS.notFound);
  return messageView(deps, room, message, viewer);
}

/** POST /drafts/{id}/messages: the text trimmed, plain. */
export async function postMessage(deps: DraftsDeps, room: RoomDocument, author: Principal, body: PostMessageRequest): Promise<ChatMessage> {
  const messageId = randomUUID();
  const command = {
    type: 'PostMessage' as const,
    draftId: room.id,
    messageId,
    authorId: author.id,
    text: body.text.trim(),
    spoiler: body.spoiler ?? false,
    now: deps.now(),
  };
  await handleChatCommand(deps, room.id, command);
  return answered(deps, room, messageId, author);
}

/** DELETE /drafts/{id}/messages/{messageId}: its author, or the league's admin. */
export async function removeMessage(deps: DraftsDeps, room: RoomDocument, who: Principal, messageId: string): Promise<void> {
  await handleChatCommand(deps, room.id, {
    type: 'RemoveMessage',
    draftId: room.id,
    messageId,
    by: who.id,
    byLeagueAdmin: who.id === room.adminId,
    now: deps.now(),
  });
}

/** PUT or DELETE /drafts/{id}/messages/{messageId}/reactions/{emoji}. */
export async function setReaction(
  deps: DraftsDeps,
  room: RoomDocument,
  who: Principal,
  messageId: string,
  emoji: ChatEmoji,
  on: boolean,
): Promise<ChatMessage> {
  await handleChatCommand(deps, room.id, { type: 'SetReaction', draftId: room.id, messageId, playerId: who.id, emoji, on, now: deps.now() });
  return answered(deps, room, messageId, who);
}
