import { ERASED, type ChatEmoji } from '@reality-draft/events';
import { defineProjection } from '@reality-draft/kernel';

/** One message of a league's chat as its members' screens read it. */
export type ChatDocument = {
  id: string;
  draftId: string;
  /** Its version in the league's chat stream: the chat's order, and the pages' cursor. */
  seq: number;
  authorId: string;
  text: string;
  spoiler: boolean;
  at: string;
  reactions: Partial<Record<ChatEmoji, string[]>>;
  removed: boolean;
};

export const CHAT = 'drafts_chat';
export const CHAT_PROJECTION = 'drafts.chat';

/**
 * The leagues' chats. A removed message keeps its place, without its text; a deleted player's messages
 * keep theirs too, their text erased (the log's is unreadable already: its key is gone); a deleted
 * draft's chat goes with it.
 */
export const chatProjection = () =>
  defineProjection({
    name: CHAT_PROJECTION,
    collections: [CHAT],
    indexes: { [CHAT]: ['draftId', 'authorId'] },
    handles: ['ChatMessagePosted', 'ChatMessageRemoved', 'ChatReactionSet', 'PlayerDeleted', 'DraftDeleted'],
    async apply(event, { upsert, docs }) {
      const chat = docs.collection<ChatDocument>(CHAT);
      switch (event.type) {
        case 'ChatMessagePosted': {
          const { draftId, messageId, authorId, text, spoiler, postedAt } = event.data;
          await upsert<ChatDocument>(CHAT, messageId, () => ({
            id: messageId,
            draftId,
            seq: event.version,
            authorId,
            text,
            spoiler,
            at: postedAt,
            reactions: {},
            removed: false,
          }));
          return;
        }
        case 'ChatMessageRemoved':
          await upsert<ChatDocument>(CHAT, event.data.messageId, (message) => message && { ...message, text: '', removed: true });
          return;
        case 'ChatReactionSet': {
          const { messageId, playerId, emoji, on } = event.data;
          await upsert<ChatDocument>(CHAT, messageId, (message) => {
            if (!message) return null;
            const others = (message.reactions[emoji] ?? []).filter((id) => id !== playerId);
            return { ...message, reactions: { ...message.reactions, [emoji]: on ? [...others, playerId] : others } };
          });
          return;
        }
        case 'PlayerDeleted':
          await chat.updateMany({ authorId: event.data.playerId, removed: false }, { $set: { text: ERASED } });
          await docs.compact?.(CHAT);
          return;
        case 'DraftDeleted':
          await chat.deleteMany({ draftId: event.data.draftId });
      }
    },
  });
