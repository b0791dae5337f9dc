/** What the league chat's routes answer. */
import type { ChatEmoji } from './chatRules';

/** One message as a member of the league sees it. */
export interface ChatMessage {
  id: string;
  /** The message's place in its league's chat (1 the first): `before` pages by it. */
  seq: number;
  authorId: string;
  /** The author's name ("Deleted player" once they deleted their account). */
  authorName: string;
  /** Empty once removed. */
  text: string;
  spoiler: boolean;
  at: string;
  /** How many players reacted with each emoji (only those with some). */
  reactions: Partial<Record<ChatEmoji, number>>;
  /** The reactions that are the asker's own. */
  mine: ChatEmoji[];
  removed: boolean;
}

/** GET /api/drafts/{id}/messages: newest first; `next` is the `before` of the page of older ones (null: none). */
export interface ChatPage {
  messages: ChatMessage[];
  next: number | null;
}
