// What of a league's chat each person has seen on this browser (docs/chat.md#unread): the last message's
// place, kept per league and person in localStorage; the unread count is the newer messages of others.
import type { ChatMessage } from '@reality-draft/events';

const key = (draftId: string, viewer: string | null) => `chat-seen:${viewer ?? 'unknown'}:${draftId}`;

/** null: this person never opened the league's chat on this browser (0: they did, when it was empty). */
export function lastSeenSeq(draftId: string, viewer: string | null, storage: Pick<Storage, 'getItem'> | undefined = globalThis.localStorage): number | null {
  const stored = storage?.getItem(key(draftId, viewer));
  const seq = stored == null ? NaN : Number(stored);
  return Number.isSafeInteger(seq) && seq >= 0 ? seq : null;
}

export function markSeen(
  draftId: string,
  viewer: string | null,
  seq: number,
  storage: Pick<Storage, 'getItem' | 'setItem'> | undefined = globalThis.localStorage,
): void {
  const seen = lastSeenSeq(draftId, viewer, storage);
  if (seen === null || seq > seen) storage?.setItem(key(draftId, viewer), String(seq));
}

/** Messages after `seen` that someone else wrote and nobody removed. */
export const unreadCount = (messages: readonly ChatMessage[], seen: number, myId: string | null): number =>
  messages.filter((message) => message.seq > seen && message.authorId !== myId && !message.removed).length;

/** A line of the draft room's own (a pick, a commissioner's action) shown among the messages. */
export interface RoomLine {
  key: string;
  at: string;
  text: string;
}

export type TimelineEntry = { kind: 'message'; message: ChatMessage } | { kind: 'room'; line: RoomLine };

/** The messages with the room's lines between them by time; room lines older than the oldest message shown wait for an older page. */
export function withRoomLines(messages: readonly ChatMessage[], lines: readonly RoomLine[], complete: boolean): TimelineEntry[] {
  const from = complete ? '' : (messages[0]?.at ?? '\uffff');
  const room = lines.filter((line) => line.at >= from).map((line): TimelineEntry => ({ kind: 'room', line }));
  const said = messages.map((message): TimelineEntry => ({ kind: 'message', message }));
  const at = (entry: TimelineEntry) => (entry.kind === 'room' ? entry.line.at : entry.message.at);
  return [...said, ...room].sort((a, b) => at(a).localeCompare(at(b)) || (a.kind === 'room' ? -1 : 1));
}

/** Oldest first, each once: the newest page after the older ones already read. */
export function timeline(newest: readonly ChatMessage[], older: readonly ChatMessage[]): ChatMessage[] {
  const bySeq = new Map<number, ChatMessage>();
  for (const message of [...older, ...newest]) bySeq.set(message.seq, message);
  return [...bySeq.values()].sort((a, b) => a.seq - b.seq);
}
