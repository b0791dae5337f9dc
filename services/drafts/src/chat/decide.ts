import { CHAT_BURST_MESSAGES, CHAT_BURST_REACTIONS, CHAT_BURST_SECONDS, CHAT_MAX_LENGTH, CHAT_TEXTS, type ChatEvent } from '@reality-draft/events';
import { BadRequest, Conflict, decideBy, Forbidden, NotFound, TooManyRequests, type Decider } from '@reality-draft/kernel';
import type { ChatCommand } from './commands';
import { evolveChat } from './evolve';
import { initialChatState, type ChatState, type MessageState } from './state';

type Of<T extends ChatCommand['type']> = Extract<ChatCommand, { type: T }>;

/** At most `size` of a player's acts within CHAT_BURST_SECONDS, counted on the log's own times (`recent`, oldest first). */
function refuseBurst(recent: readonly number[] = [], size: number, now: Date, refusal: (seconds: number) => string): void {
  if (recent.length < size) return;
  const freeAt = recent[recent.length - size] + CHAT_BURST_SECONDS * 1000;
  if (freeAt <= now.getTime()) return;
  const seconds = Math.ceil((freeAt - now.getTime()) / 1000);
  throw new TooManyRequests(refusal(seconds), seconds);
}

/** Characters that show nothing: a message of them alone says nothing. */
const INVISIBLE = /[\u200B-\u200D\u2060\uFEFF]/g;

function post(command: Of<'PostMessage'>, state: ChatState): ChatEvent[] {
  const { draftId, messageId, authorId, text, spoiler, now } = command;
  if (state.messages.has(messageId)) return [];
  if (!text.replace(INVISIBLE, '').trim()) throw new BadRequest(CHAT_TEXTS.empty);
  if ([...text].length > CHAT_MAX_LENGTH) throw new BadRequest(CHAT_TEXTS.tooLong);
  refuseBurst(state.recentPosts.get(authorId), CHAT_BURST_MESSAGES, now, CHAT_TEXTS.tooFast);
  return [{ type: 'ChatMessagePosted', data: { draftId, messageId, authorId, text, spoiler, postedAt: now.toISOString() } }];
}

const existing = (state: ChatState, messageId: string): MessageState => {
  const message = state.messages.get(messageId);
  if (!message) throw new NotFound(CHAT_TEXTS.notFound);
  return message;
};

/** Its author or the league's admin; a removed message stays removed (again: no change). */
function remove(command: Of<'RemoveMessage'>, state: ChatState): ChatEvent[] {
  const { draftId, messageId, by, byLeagueAdmin, now } = command;
  const message = existing(state, messageId);
  if (message.authorId !== by && !byLeagueAdmin) throw new Forbidden(CHAT_TEXTS.notYours);
  if (message.removed) return [];
  return [{ type: 'ChatMessageRemoved', data: { draftId, messageId, removedBy: by, removedAt: now.toISOString() } }];
}

/** Once per player and emoji: a reaction already as asked changes nothing. */
function react(command: Of<'SetReaction'>, state: ChatState): ChatEvent[] {
  const { draftId, messageId, playerId, emoji, on, now } = command;
  const message = existing(state, messageId);
  if (message.removed) throw new Conflict(CHAT_TEXTS.alreadyRemoved);
  if ((message.reactions[emoji] ?? []).includes(playerId) === on) return [];
  refuseBurst(state.recentReactions.get(playerId), CHAT_BURST_REACTIONS, now, CHAT_TEXTS.tooManyReactions);
  return [{ type: 'ChatReactionSet', data: { draftId, messageId, playerId, emoji, on, at: now.toISOString() } }];
}

/** The decider of a league's chat stream. */
export const chatDecider: Decider<ChatState, ChatCommand, ChatEvent> = {
  initialState: initialChatState,
  evolve: evolveChat,
  decide: decideBy<ChatCommand, ChatState, ChatEvent>({ PostMessage: post, RemoveMessage: remove, SetReaction: react }),
};
