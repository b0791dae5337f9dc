import { POINT_EVENT_TYPES, topics } from '@reality-draft/events';
import { isEventOf, type RecordedEvent, type TopicAccess } from '@reality-draft/kernel';

/** Ledger events, and the mini-game events that add or take away awards. */
const isPointEvent = isEventOf([...POINT_EVENT_TYPES, 'MiniGameFinished', 'MiniGameAttemptsReset', 'MiniGameDeleted']);

/** Every ledger change moves the point tables and standings (the 'scoring' push topic). */
export const scoringTopics = (event: RecordedEvent): string[] => (isPointEvent(event) ? [topics.scoring] : []);

/** Point tables and leaderboards are for anyone signed in, so is their topic; other topics are not ours. */
export const canReadScoringTopic = (topic: string): TopicAccess => (topic === topics.scoring ? true : undefined);
