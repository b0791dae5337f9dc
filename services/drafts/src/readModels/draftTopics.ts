import { CHAT_EVENT_TYPES, topics, type DraftEvent } from '@reality-draft/events';
import { isEventOf } from '@reality-draft/kernel';
import type { Principal, RecordedEvent, TopicAccess } from '@reality-draft/kernel';
import { isDraftEvent } from '../draft/events';
import type { DraftQueries } from './draftQueries';
import { isLeagueMember, mayWatch } from './roomAccess';

const PICK_CHANGES = new Set<DraftEvent['type']>(['PickMade', 'PickUndone', 'DraftReset', 'DraftDeleted']);

const isChatEvent = isEventOf(CHAT_EVENT_TYPES);
/** A league's roster move (docs/league.md#rosters): the room's rosters and the pick lists change, the draft's stream does not. */
const isRosterMove = isEventOf(['ReplacementSettled', 'TradeCompleted']);

/** Every draft event changes its room and the drafts lists; pick changes also change the pick lists; a chat event its league's chat; a roster move the room and the pick lists. */
export function draftTopics(event: RecordedEvent): string[] {
  if (isChatEvent(event)) return [topics.chat(event.data.draftId)];
  if (isRosterMove(event)) return [topics.draft(event.data.draftId), topics.picks];
  if (!isDraftEvent(event)) return [];
  const changed = [topics.drafts, topics.draft(event.data.draftId)];
  return PICK_CHANGES.has(event.type) ? [...changed, topics.picks] : changed;
}

/** A draft's room topic is its stream: notices name the stream's version, so a browser holding it skips a refetch. */
export const draftStreamTopic = (event: RecordedEvent): string | undefined => (isDraftEvent(event) ? topics.draft(event.data.draftId) : undefined);

const DRAFT_TOPIC_PREFIX = topics.draft('');
const CHAT_TOPIC_PREFIX = topics.chat('');

/**
 * Who may follow the drafts service's topics: the drafts lists and the pick lists anyone signed in
 * (they read those lists too); a draft's room only those who may see the room (its participants and
 * admins), and no one a draft that does not exist (or was deleted). Other topics are not ours.
 * `caughtUp` brings this process's read models to the log's head: a refusal is decided on them only
 * after it, since another process may have written the join a moment ago (it answered once its own
 * read models had it, not ours).
 */
export async function canReadDraftTopic(
  queries: Pick<DraftQueries, 'room'>,
  caughtUp: () => Promise<void>,
  topic: string,
  who: Principal,
): Promise<TopicAccess> {
  if (topic === topics.drafts || topic === topics.picks) return true;
  const [prefix, may] = topic.startsWith(CHAT_TOPIC_PREFIX) ? [CHAT_TOPIC_PREFIX, isLeagueMember] : [DRAFT_TOPIC_PREFIX, mayWatch];
  if (!topic.startsWith(prefix)) return undefined;
  const draftId = topic.slice(prefix.length);
  const mayWatchNow = async () => {
    const room = await queries.room(draftId);
    return room !== null && may(room, who);
  };
  if (await mayWatchNow()) return true;
  await caughtUp();
  return mayWatchNow();
}
