// The topics the push stream follows: the union of what every mounted component asked for.
// Pure bookkeeping; the push client reconnects when the union changes.
import { MAX_PUSH_TOPICS } from '@reality-draft/events';

/** Trimmed, non-empty, unique and sorted, so equal sets compare equal. */
export function normalizeTopics(topics: readonly string[]): string[] {
  return [...new Set(topics.map((topic) => topic.trim()).filter(Boolean))].sort();
}

/** A stable key for a topic set (e.g. a hook dependency or "did the union change?"). */
export function topicsKey(topics: readonly string[]): string {
  return normalizeTopics(topics).join('\n');
}

export function createTopicRegistry(limit: number = MAX_PUSH_TOPICS) {
  const registrations = new Map<number, string[]>();
  let nextId = 0;

  function union(): string[] {
    const all = normalizeTopics([...registrations.values()].flat());
    if (all.length > limit) console.warn(`[push] following ${limit} of ${all.length} topics; the rest rely on polling`);
    return all.slice(0, limit);
  }

  return {
    /** Adds one component's topics; returns the id to remove them with. */
    add(topics: readonly string[]): number {
      nextId += 1;
      registrations.set(nextId, normalizeTopics(topics));
      return nextId;
    },
    remove(id: number): void {
      registrations.delete(id);
    },
    union,
  };
}

export type TopicRegistry = ReturnType<typeof createTopicRegistry>;
