/** League chat (docs/chat.md): its rules and texts, for the server and the screens alike. */

/** The reactions a message may get, each at most once per player. */
export const CHAT_EMOJI = ['👍', '❤️', '😂', '😮', '😢', '🔥'] as const;
export type ChatEmoji = (typeof CHAT_EMOJI)[number];

/** A message's length, after trimming. */
export const CHAT_MAX_LENGTH = 500;
/** How many messages one player may post in one league within CHAT_BURST_SECONDS; past it, 429. */
export const CHAT_BURST_MESSAGES = 10;
export const CHAT_BURST_SECONDS = 10;
/** How many reactions one player may put on or take off within CHAT_BURST_SECONDS; past it, 429. */
export const CHAT_BURST_REACTIONS = 30;
/** A page of messages: at most this many, 50 when not asked. */
export const CHAT_PAGE_MAX = 100;
export const CHAT_PAGE_DEFAULT = 50;

export const CHAT_TEXTS = {
  removed: 'Message removed',
  spoilerHidden: 'Spoiler - tap to show',
  empty: 'A message needs some text.',
  tooLong: `A message is at most ${CHAT_MAX_LENGTH} characters.`,
  tooFast: (seconds: number) => `You are sending messages too fast. Please wait ${seconds} second${seconds === 1 ? '' : 's'}.`,
  tooManyReactions: (seconds: number) => `Too many reactions at once. Please wait ${seconds} second${seconds === 1 ? '' : 's'}.`,
  notFound: 'Message not found.',
  notYours: 'Only its author or the league’s admin can remove a message.',
  notMember: 'Only the league’s players and its admin can use its chat.',
  alreadyRemoved: 'This message was removed.',
} as const;

/** What the operators' event log shows of a message's text: a league's talk is its members' alone. */
export const CHAT_TEXT_IN_LOG = '[a league chat message]';

/** The chat's stream: one per league. */
export const chatStream = (draftId: string) => `chat-${draftId}`;
