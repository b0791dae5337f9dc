// What of a league's chat this browser has seen (docs/chat.md#unread): the last message's place, kept per
// league in localStorage; the unread count is the newer messages of others.
import type { ChatMessage } from '@reality-draft/events';

const key = (draftId: string) => `chat-seen:${draftId}`;

export function lastSeenSeq(draftId: string, storage: Pick<Storage, 'getItem'> | undefined = globalThis.localStorage): number {
  const stored = Number(storage?.getItem(key(draftId)));
  return Number.isSafeInteger(stored) && stored > 0 ? stored : 0;
}

export function markSeen(draftId: string, seq: number, storage: Pick<Storage, 'getItem' | 'setItem'> | undefined = globalThis.localStorage): void {
  if (seq > lastSeenSeq(draftId, storage)) storage?.setItem(key(draftId), String(seq));
}

/** Messages after `seen` that someone else wrote and nobody removed. */
export const unreadCount = (messages: readonly ChatMessage[], seen: number, myId: string | null): number =>
  messages.filter((message) => message.seq > seen && message.authorId !== myId && !message.removed).length;

/** Oldest first, each once: the newest page after the older ones already read. */
export function timeline(newest: readonly ChatMessage[], older: readonly ChatMessage[]): ChatMessage[] {
  const bySeq = new Map<number, ChatMessage>();
  for (const message of [...older, ...newest]) bySeq.set(message.seq, message);
  return [...bySeq.values()].sort((a, b) => a.seq - b.seq);
}
