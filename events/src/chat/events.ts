/** The league chat's events, one stream per league (`chat-{draftId}`): the text is its author's personal data (sealed). */
import type { ChatEmoji } from './chatRules';

export type ChatMessagePosted = {
  type: 'ChatMessagePosted';
  data: { draftId: string; messageId: string; authorId: string; text: string; spoiler: boolean; postedAt: string };
};

/** Removed by its author or the league's admin (`removedBy`): it shows as "Message removed". */
export type ChatMessageRemoved = { type: 'ChatMessageRemoved'; data: { draftId: string; messageId: string; removedBy: string; removedAt: string } };

/** A player's reaction put on (`on`) or taken off a message. */
export type ChatReactionSet = {
  type: 'ChatReactionSet';
  data: { draftId: string; messageId: string; playerId: string; emoji: ChatEmoji; on: boolean; at: string };
};

export type ChatEvent = ChatMessagePosted | ChatMessageRemoved | ChatReactionSet;
