import type { ChatEmoji } from '@reality-draft/events';

/** What deciding needs of one message: whose it is, whether it is gone, who reacted with what. */
export interface MessageState {
  authorId: string;
  removed: boolean;
  reactions: Partial<Record<ChatEmoji, string[]>>;
}

/** A league's chat folded: its messages, and when each author last posted (the burst limit's clock). */
export interface ChatState {
  messages: Map<string, MessageState>;
  /** Per author, the times of their latest posts (at most the burst's size), oldest first. */
  recentPosts: Map<string, number[]>;
}

export const initialChatState = (): ChatState => ({ messages: new Map(), recentPosts: new Map() });
