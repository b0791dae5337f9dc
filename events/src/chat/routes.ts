/** The league chat's routes (docs/chat.md), served by the drafts service: a league is a draft. */
import { idParams } from '../routes/commonSchemas';
import type { RouteTable } from '../routes/routeSpec';
import { CHAT_BURST_MESSAGES, CHAT_BURST_SECONDS, CHAT_EMOJI, CHAT_MAX_LENGTH, CHAT_PAGE_MAX } from './chatRules';
import { messageParams, messagesQuery, postMessageRequest, reactionParams } from './schemas';

/** Who a league's own routes are for, as their descriptions say it (its chat, recaps, predictions). */
export const LEAGUE_ONLY = "The league's players and its admin only: anyone else 403, an unknown draft 404.";

export const chatRoutes = {
  listMessages: {
    answer: 'ChatPage',
    method: 'get',
    path: '/drafts/:id/messages',
    access: 'draftMember',
    summary: "The league's chat, newest first",
    description: `\`limit\` 1-${CHAT_PAGE_MAX} (50 when absent); \`before\`: the \`next\` of the page before, for older messages. ${LEAGUE_ONLY}`,
    params: idParams,
    subject: 'draft',
    query: messagesQuery,
    beyondSpec: true,
  },
  postMessage: {
    answer: 'ChatMessage',
    method: 'post',
    path: '/drafts/:id/messages',
    access: 'draftMember',
    summary: 'Say something to the league',
    description: `Text 1-${CHAT_MAX_LENGTH} characters after trimming, plain text. At most ${CHAT_BURST_MESSAGES} messages per ${CHAT_BURST_SECONDS} s per player, then 429. ${LEAGUE_ONLY}`,
    params: idParams,
    subject: 'draft',
    body: postMessageRequest,
    success: 201,
    beyondSpec: true,
  },
  removeMessage: {
    method: 'delete',
    path: '/drafts/:id/messages/:messageId',
    access: 'draftMember',
    summary: 'Remove a message (its author, or the league’s admin)',
    description: 'It then shows as "Message removed".',
    params: messageParams,
    subject: 'draft',
    success: 204,
    beyondSpec: true,
  },
  addReaction: {
    answer: 'ChatMessage',
    method: 'put',
    path: '/drafts/:id/messages/:messageId/reactions/:emoji',
    access: 'draftMember',
    summary: 'React to a message',
    description: `One of ${CHAT_EMOJI.join(' ')}, once per player (again: no change).`,
    params: reactionParams,
    subject: 'draft',
    body: { type: 'object', properties: {} },
    beyondSpec: true,
  },
  removeReaction: {
    answer: 'ChatMessage',
    method: 'delete',
    path: '/drafts/:id/messages/:messageId/reactions/:emoji',
    access: 'draftMember',
    summary: 'Take a reaction back',
    params: reactionParams,
    subject: 'draft',
    beyondSpec: true,
  },
} as const satisfies RouteTable;
