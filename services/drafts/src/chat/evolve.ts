import { CHAT_BURST_MESSAGES, type ChatEvent } from '@reality-draft/events';
import type { ChatState, MessageState } from './state';

const changed = (state: ChatState, messageId: string, change: (message: MessageState) => MessageState): ChatState => {
  const message = state.messages.get(messageId);
  if (!message) return state;
  return { ...state, messages: new Map(state.messages).set(messageId, change(message)) };
};

/** How each chat event changes the folded state. */
export function evolveChat(state: ChatState, event: ChatEvent): ChatState {
  switch (event.type) {
    case 'ChatMessagePosted': {
      const { messageId, authorId, postedAt } = event.data;
      const recent = [...(state.recentPosts.get(authorId) ?? []), Date.parse(postedAt)].slice(-CHAT_BURST_MESSAGES);
      return {
        messages: new Map(state.messages).set(messageId, { authorId, removed: false, reactions: {} }),
        recentPosts: new Map(state.recentPosts).set(authorId, recent),
      };
    }
    case 'ChatMessageRemoved':
      return changed(state, event.data.messageId, (message) => ({ ...message, removed: true }));
    case 'ChatReactionSet': {
      const { messageId, playerId, emoji, on } = event.data;
      return changed(state, messageId, (message) => {
        const others = (message.reactions[emoji] ?? []).filter((id) => id !== playerId);
        return { ...message, reactions: { ...message.reactions, [emoji]: on ? [...others, playerId] : others } };
      });
    }
  }
}
