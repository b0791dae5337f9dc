import { MAX_PUSH_TOPICS } from '@reality-draft/events';
import { BadRequest, type Principal, type RecordedEvent, type ServiceModule } from '@reality-draft/kernel';

/** What publishes push topics: each service module, and the gateway's own event log topic. */
export type TopicPublisher = Pick<ServiceModule, 'topicsOf' | 'streamTopicOf' | 'changeOf' | 'canRead'>;

const TOPIC = /^[a-z]{1,20}(:[A-Za-z0-9_-]{1,64})?$/;

/** `?topics=a,b`: the topics a browser follows; refused when malformed or too many. */
export function parseTopics(raw: unknown): Set<string> {
  if (typeof raw !== 'string' || raw.trim() === '') throw new BadRequest('topics is required: a comma-separated list such as drafts,draft:ID.');
  const list = raw
    .split(',')
    .map((topic) => topic.trim())
    .filter(Boolean);
  if (list.length > MAX_PUSH_TOPICS) throw new BadRequest(`Follow at most ${MAX_PUSH_TOPICS} topics at once.`);
  const bad = list.find((topic) => !TOPIC.test(topic));
  if (bad !== undefined) throw new BadRequest(`"${bad.slice(0, 80)}" is not a topic.`);
  return new Set(list);
}

/** The topics a run of events changed, as every service names them. */
export function topicsChangedBy(modules: TopicPublisher[], events: RecordedEvent[]): Set<string> {
  const changed = new Set<string>();
  for (const event of events) {
    for (const module of modules) for (const topic of module.topicsOf?.(event) ?? []) changed.add(topic);
  }
  return changed;
}

/** The topics of a run of events that are one stream each (a draft's room), with the stream's version after the run. */
export function topicVersions(modules: TopicPublisher[], events: RecordedEvent[]): Map<string, number> {
  const versions = new Map<string, number>();
  for (const event of events) {
    for (const module of modules) {
      const topic = module.streamTopicOf?.(event);
      if (topic !== undefined) versions.set(topic, Math.max(versions.get(topic) ?? 0, event.version));
    }
  }
  return versions;
}

/**
 * What a run of events changed in each one-stream topic, as the service publishing it tells
 * (ServiceModule.changeOf), for the notice to carry; a topic whose service tells nothing is left out.
 */
export function topicChanges(modules: TopicPublisher[], events: RecordedEvent[]): Map<string, unknown> {
  const runs = new Map<string, { module: TopicPublisher; events: RecordedEvent[] }>();
  for (const event of events) {
    for (const module of modules) {
      const topic = module.changeOf && module.streamTopicOf?.(event);
      if (topic === undefined || !topic) continue;
      const run = runs.get(topic) ?? runs.set(topic, { module, events: [] }).get(topic)!;
      run.events.push(event);
    }
  }
  const changes = new Map<string, unknown>();
  for (const [topic, run] of runs) {
    const change = run.module.changeOf!(topic, run.events);
    if (change !== undefined) changes.set(topic, change);
  }
  return changes;
}

/**
 * The first of `topics` that `who` may not follow, or null when every one may be followed. Each
 * service answers for its own topics (ServiceModule.canRead); a topic no service claims is refused.
 */
export async function firstUnreadableTopic(modules: TopicPublisher[], topics: Iterable<string>, who: Principal): Promise<string | null> {
  for (const topic of topics) {
    const answers = await Promise.all(modules.map(async (module) => module.canRead?.(topic, who)));
    const claimed = answers.filter((answer): answer is boolean => answer !== undefined);
    if (claimed.length === 0 || claimed.includes(false)) return topic;
  }
  return null;
}
