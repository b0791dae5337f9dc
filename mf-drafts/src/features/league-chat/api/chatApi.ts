// A league's chat (docs/chat.md): its newest page, kept fresh by the push topic chat:{id}; older pages on
// demand; posting, removing and reacting, each answered with the message as the asker now sees it.
import type { ChatEmoji } from '@reality-draft/events';
import { api, apiRoute, type ApiAnswer } from '@reality-draft/kit';

export const chatApi = api.injectEndpoints({
  endpoints: (build) => ({
    chatMessages: build.query<ApiAnswer<'drafts', 'listMessages'>, { draftId: string; before?: number }>({
      query: ({ draftId, before }) => apiRoute('drafts', 'listMessages', { params: { id: draftId }, query: { before } }),
      providesTags: (_result, _error, { draftId }) => [{ type: 'Chat', id: draftId }],
    }),
    postMessage: build.mutation<ApiAnswer<'drafts', 'postMessage'>, { draftId: string; text: string; spoiler: boolean }>({
      query: ({ draftId, text, spoiler }) => apiRoute('drafts', 'postMessage', { params: { id: draftId }, body: { text, spoiler } }),
      invalidatesTags: (_result, _error, { draftId }) => [{ type: 'Chat', id: draftId }],
    }),
    removeMessage: build.mutation<null, { draftId: string; messageId: string }>({
      query: ({ draftId, messageId }) => apiRoute('drafts', 'removeMessage', { params: { id: draftId, messageId } }),
      invalidatesTags: (_result, _error, { draftId }) => [{ type: 'Chat', id: draftId }],
    }),
    setReaction: build.mutation<ApiAnswer<'drafts', 'addReaction'>, { draftId: string; messageId: string; emoji: ChatEmoji; on: boolean }>({
      query: ({ draftId, messageId, emoji, on }) =>
        on
          ? apiRoute('drafts', 'addReaction', { params: { id: draftId, messageId, emoji }, body: {} })
          : apiRoute('drafts', 'removeReaction', { params: { id: draftId, messageId, emoji } }),
      invalidatesTags: (_result, _error, { draftId }) => [{ type: 'Chat', id: draftId }],
    }),
  }),
});

export const { useChatMessagesQuery, useLazyChatMessagesQuery, usePostMessageMutation, useRemoveMessageMutation, useSetReactionMutation } = chatApi;
