// One league's chat as a screen shows it: the newest page (push keeps it fresh), the older pages asked for,
// and how many messages of others arrived since this browser last looked.
import { errorStatus, usePushTopics } from '@reality-draft/kit';
import type { ChatMessage } from '@reality-draft/events';
import { useCallback, useMemo, useState, useSyncExternalStore } from 'react';
import { useChatMessagesQuery, useLazyChatMessagesQuery } from '../api/chatApi';
import { lastSeenSeq, markSeen, timeline, unreadCount } from '../model/chatUnread';

/** Tells every reader of the seen marks in this tab that one moved. */
const seenListeners = new Set<() => void>();
const subscribeSeen = (listener: () => void) => {
  seenListeners.add(listener);
  return () => seenListeners.delete(listener);
};

export function useLeagueChat(draftId: string, myId: string | null) {
  usePushTopics(useMemo(() => [`chat:${draftId}`], [draftId]));
  const newest = useChatMessagesQuery({ draftId });
  const [loadOlder, older] = useLazyChatMessagesQuery();
  const [olderPages, setOlderPages] = useState<ChatMessage[]>([]);
  const [nextBefore, setNextBefore] = useState<number | null | undefined>(undefined);
  const seen = useSyncExternalStore(subscribeSeen, () => lastSeenSeq(draftId));

  const messages = useMemo(() => timeline(newest.data?.messages ?? [], olderPages), [newest.data, olderPages]);
  const before = nextBefore === undefined ? (newest.data?.next ?? null) : nextBefore;
  const showOlder = useCallback(async () => {
    if (before === null) return;
    const page = await loadOlder({ draftId, before }).unwrap();
    setOlderPages((kept) => [...page.messages, ...kept]);
    setNextBefore(page.next);
  }, [before, draftId, loadOlder]);
  const markAllSeen = useCallback(() => {
    const last = messages.at(-1)?.seq ?? 0;
    if (last <= lastSeenSeq(draftId)) return;
    markSeen(draftId, last);
    seenListeners.forEach((listener) => listener());
  }, [draftId, messages]);

  return {
    messages,
    loading: newest.isLoading,
    refused: errorStatus(newest.error) === 403,
    failed: Boolean(newest.error),
    hasOlder: before !== null,
    loadingOlder: older.isFetching,
    showOlder,
    unread: unreadCount(newest.data?.messages ?? [], seen, myId),
    markAllSeen,
  };
}
