import type { ChatEmoji } from '@reality-draft/events';

/** What deciding needs of one message: whose it is, whether it is gone, who reacted with what. */
export interface MessageState {
  authorId: string;
  removed: boolean;
  reactions: Partial<Record<ChatEmoji, string[]>>;
}

/**
 * A league's chat folded: its messages, and per player when they last posted and reacted (the burst
 * limits' clocks). A season's chat is long: the fold changes this state in place (evolve), so folding
 * it is linear; only the latest state of a stream is ever kept (the state cache's).
 */
export interface ChatState {
  messages: Map<string, MessageState>;
  /** Per author, the times of their latest posts (at most the burst's size), oldest first. */
  recentPosts: Map<string, number[]>;
  /** Per player, the times of their latest reactions (at most their burst's size), oldest first. */
  recentReactions: Map<string, number[]>;
}

export const initialChatState = (): ChatState => ({ messages: new Map(), recentPosts: new Map(), recentReactions: new Map() });
