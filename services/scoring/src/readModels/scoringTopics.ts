import { LEAGUE_EVENT_TYPES, POINT_EVENT_TYPES, PREDICTION_EVENT_TYPES, topics } from '@reality-draft/events';
import { isEventOf, type RecordedEvent, type TopicAccess } from '@reality-draft/kernel';

/** Ledger events, the mini-game events that add or take away awards, and a league's predictions, rules and claims (docs/league.md). */
const isPointEvent = isEventOf([
  ...POINT_EVENT_TYPES,
  'MiniGameFinished',
  'MiniGameAttemptsReset',
  'MiniGameDeleted',
  ...PREDICTION_EVENT_TYPES,
  ...LEAGUE_EVENT_TYPES,
]);

/** Every ledger change moves the point tables and standings, as does a league's prediction or roster move (the 'scoring' push topic). */
export const scoringTopics = (event: RecordedEvent): string[] => (isPointEvent(event) ? [topics.scoring] : []);

/** Point tables and leaderboards are for anyone signed in, so is their topic; other topics are not ours. */
export const canReadScoringTopic = (topic: string): TopicAccess => (topic === topics.scoring ? true : undefined);
