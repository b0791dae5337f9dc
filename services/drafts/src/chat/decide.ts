import { CHAT_BURST_MESSAGES, CHAT_BURST_SECONDS, CHAT_MAX_LENGTH, CHAT_TEXTS, type ChatEvent } from '@reality-draft/events';
import { BadRequest, Conflict, decideBy, Forbidden, NotFound, TooManyRequests, type Decider } from '@reality-draft/kernel';
import type { ChatCommand } from './commands';
import { evolveChat } from './evolve';
import { initialChatState, type ChatState, type MessageState } from './state';

type Of<T extends ChatCommand['type']> = Extract<ChatCommand, { type: T }>;

/** At most CHAT_BURST_MESSAGES posts by one author within CHAT_BURST_SECONDS, counted on the log's own times. */
function refuseBurst(state: ChatState, authorId: string, now: Date): void {
  const recent = state.recentPosts.get(authorId) ?? [];
  if (recent.length < CHAT_BURST_MESSAGES) return;
  const freeAt = recent[recent.length - CHAT_BURST_MESSAGES] + CHAT_BURST_SECONDS * 1000;
  if (freeAt <= now.getTime()) return;
  const seconds = Math.ceil((freeAt - now.getTime()) / 1000);
  throw new TooManyRequests(CHAT_TEXTS.tooFast(seconds), seconds);
}

function post(command: Of<'PostMessage'>, state: ChatState): ChatEvent[] {
  const { draftId, messageId, authorId, text, spoiler, now } = command;
  if (state.messages.has(messageId)) return [];
  if (!text) throw new BadRequest(CHAT_TEXTS.empty);
  if ([...text].length > CHAT_MAX_LENGTH) throw new BadRequest(CHAT_TEXTS.tooLong);
  refuseBurst(state, authorId, now);
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
  return [{ type: 'ChatReactionSet', data: { draftId, messageId, playerId, emoji, on, at: now.toISOString() } }];
}

/** The decider of a league's chat stream. */
export const chatDecider: Decider<ChatState, ChatCommand, ChatEvent> = {
  initialState: initialChatState,
  evolve: evolveChat,
  decide: decideBy<ChatCommand, ChatState, ChatEvent>({ PostMessage: post, RemoveMessage: remove, SetReaction: react }),
};
