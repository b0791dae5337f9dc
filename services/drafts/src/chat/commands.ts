import type { ChatEmoji } from '@reality-draft/events';

/** What may be done to a league's chat stream. `text` arrives trimmed. */
export type ChatCommand =
  | { type: 'PostMessage'; draftId: string; messageId: string; authorId: string; text: string; spoiler: boolean; now: Date }
  | { type: 'RemoveMessage'; draftId: string; messageId: string; by: string; byLeagueAdmin: boolean; now: Date }
  | { type: 'SetReaction'; draftId: string; messageId: string; playerId: string; emoji: ChatEmoji; on: boolean; now: Date };
