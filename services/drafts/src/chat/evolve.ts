import { CHAT_BURST_MESSAGES, CHAT_BURST_REACTIONS, type ChatEvent } from '@reality-draft/events';
import type { ChatState } from './state';

/** Keeps the latest `size` times of `who`, in place. */
function remember(times: Map<string, number[]>, who: string, at: string, size: number): void {
  const kept = times.get(who) ?? [];
  kept.push(Date.parse(at));
  if (kept.length > size) kept.shift();
  times.set(who, kept);
}

/** How each chat event changes the folded state: in place, so a long chat folds in linear time (state.ts). */
export function evolveChat(state: ChatState, event: ChatEvent): ChatState {
  switch (event.type) {
    case 'ChatMessagePosted': {
      const { messageId, authorId, postedAt } = event.data;
      state.messages.set(messageId, { authorId, removed: false, reactions: {} });
      remember(state.recentPosts, authorId, postedAt, CHAT_BURST_MESSAGES);
      return state;
    }
    case 'ChatMessageRemoved': {
      const message = state.messages.get(event.data.messageId);
      if (message) message.removed = true;
      return state;
    }
    case 'ChatReactionSet': {
      const { messageId, playerId, emoji, on, at } = event.data;
      const message = state.messages.get(messageId);
      if (message) {
        const others = (message.reactions[emoji] ?? []).filter((id) => id !== playerId);
        message.reactions[emoji] = on ? [...others, playerId] : others;
      }
      remember(state.recentReactions, playerId, at, CHAT_BURST_REACTIONS);
      return state;
    }
  }
}
