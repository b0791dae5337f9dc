// One league's chat as a screen shows it: the newest page (push keeps it fresh), the older pages asked for
// (read again, as a chain from the newest page's oldest message, whenever the chat changes: nothing is
// skipped and nothing goes stale), and how many messages of others arrived since this browser last looked.
import { errorStatus, usePushTopics } from '@reality-draft/kit';
import type { ChatMessage } from '@reality-draft/events';
import { useCallback, useEffect, useMemo, useState, useSyncExternalStore } from 'react';
import { useChatMessagesQuery, useLazyChatMessagesQuery } from '../api/chatApi';
import { lastSeenSeq, markSeen, timeline, unreadCount } from '../model/chatUnread';

/** Tells every reader of the seen marks in this tab that one moved. */
const seenListeners = new Set<() => void>();
const subscribeSeen = (listener: () => void) => {
  seenListeners.add(listener);
  return () => seenListeners.delete(listener);
};
const noteSeen = (draftId: string, viewer: string | null, seq: number) => {
  const seen = lastSeenSeq(draftId, viewer);
  if (seen !== null && seq <= seen) return;
  markSeen(draftId, viewer, seq);
  seenListeners.forEach((listener) => listener());
};

export function useLeagueChat(draftId: string, myId: string | null) {
  usePushTopics(useMemo(() => [`chat:${draftId}`], [draftId]));
  const newest = useChatMessagesQuery({ draftId });
  const [loadPage] = useLazyChatMessagesQuery();
  const [depth, setDepth] = useState(0);
  const [older, setOlder] = useState<{ messages: ChatMessage[]; next: number | null }>({ messages: [], next: null });
  const [loadingOlder, setLoadingOlder] = useState(false);
  const seen = useSyncExternalStore(subscribeSeen, () => lastSeenSeq(draftId, myId));

  // The older pages asked for, read again from the newest page's end each time it changes.
  useEffect(() => {
    const first = newest.data?.next ?? null;
    if (depth === 0 || first === null) return setOlder({ messages: [], next: first });
    let current = true;
    setLoadingOlder(true);
    void (async () => {
      const messages: ChatMessage[] = [];
      let before: number | null = first;
      for (let page = 0; page < depth && before !== null; page += 1) {
        const answer = await loadPage({ draftId, before }).unwrap();
        messages.push(...answer.messages);
        before = answer.next;
      }
      if (current) setOlder({ messages, next: before });
    })()
      .catch(() => undefined)
      .finally(() => current && setLoadingOlder(false));
    return () => {
      current = false;
    };
  }, [depth, draftId, loadPage, newest.data]);

  const messages = useMemo(() => timeline(newest.data?.messages ?? [], older.messages), [newest.data, older.messages]);
  // Marked once who is looking is known: a mark is each person's own.
  const markAllSeen = useCallback(() => myId && noteSeen(draftId, myId, messages.at(-1)?.seq ?? 0), [draftId, myId, messages]);

  return {
    messages,
    loading: newest.isLoading,
    refused: errorStatus(newest.error) === 403,
    failed: Boolean(newest.error),
    hasOlder: (depth === 0 ? (newest.data?.next ?? null) : older.next) !== null,
    loadingOlder,
    showOlder: () => setDepth((shown) => shown + 1),
    unread: unreadCount(newest.data?.messages ?? [], seen ?? 0, myId),
    markAllSeen,
  };
}
