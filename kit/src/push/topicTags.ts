// Which RTK Query tags a change notice's topics invalidate (the brief's mapping), and the tags a
// reset invalidates: every draft and catalogue tag.
import type { TagDescription } from '@reduxjs/toolkit/query';
import { DATA_TAG_TYPES, type TAG_TYPES } from '../api/tagTypes';

export type PushTag = TagDescription<(typeof TAG_TYPES)[number]>;

const DRAFT_TOPIC_PREFIX = 'draft:';
const CHAT_TOPIC_PREFIX = 'chat:';

/** Every tag that holds draft, catalogue or scoring data: what `reset` (or a lost resume) refetches. */
export const RESET_TAGS: PushTag[] = [...DATA_TAG_TYPES];

/**
 * Standings move with points, and also with picks, eliminations and drafts starting or going away.
 * `roomHeld`: the browser already holds the room this change made (its own pick's answer, or the
 * notice's change applied to it), so only the lists are read again: the change was an event of the
 * draft, which neither moves anyone's pick queue (only its owner sets it, and that refetches it) nor
 * who is present (arrivals and departures have notices of their own, which name no version).
 */
export function tagsForTopic(topic: string, roomHeld = false): PushTag[] {
  if (topic === 'drafts') return ['Drafts', 'Leaderboard'];
  // A room tells of an elimination in its ticker: the rooms are read again too.
  if (topic === 'catalog') return ['Teams', 'Contestants', 'Leaderboard', 'Draft'];
  if (topic === 'picks') return ['Picks', 'Leaderboard'];
  if (topic === 'scoring') return ['Points', 'Leaderboard'];
  if (topic === 'minigames') return ['MiniGames'];
  if (topic === 'log') return ['EventLog'];
  if (topic.startsWith(CHAT_TOPIC_PREFIX) && topic.length > CHAT_TOPIC_PREFIX.length) return [{ type: 'Chat', id: topic.slice(CHAT_TOPIC_PREFIX.length) }];
  if (topic.startsWith(DRAFT_TOPIC_PREFIX) && topic.length > DRAFT_TOPIC_PREFIX.length) {
    const id = topic.slice(DRAFT_TOPIC_PREFIX.length);
    // Otherwise the room is read again, and the queue and who is present with it: a notice naming no
    // version is a resume's catch-up or someone opening or closing the room (told on its topic).
    if (roomHeld) return ['Drafts'];
    return [{ type: 'Draft', id }, 'Drafts', { type: 'PickQueue', id }, { type: 'Presence', id }];
  }
  return [];
}

const tagKey = (tag: PushTag) => (typeof tag === 'string' ? tag : `${tag.type}\u0000${String(tag.id)}`);

/** The tags of several topics, each once; `held` says which topics' data is already here. */
export function tagsForTopics(topics: readonly string[], held: (topic: string) => boolean = () => false): PushTag[] {
  const unique = new Map<string, PushTag>();
  topics.flatMap((topic) => tagsForTopic(topic, held(topic))).forEach((tag) => unique.set(tagKey(tag), tag));
  return [...unique.values()];
}

/** Adds tags to a pending batch (deduplicated), so one burst of notices refetches once. */
export function mergeTags(batch: Map<string, PushTag>, tags: readonly PushTag[]): void {
  tags.forEach((tag) => batch.set(tagKey(tag), tag));
}
