import { ATTEMPT_EVENT_TYPES, MINI_GAME_EVENT_TYPES, topics } from '@reality-draft/events';
import { isEventOf, type RecordedEvent, type TopicAccess } from '@reality-draft/kernel';

const isMiniGameEvent = isEventOf([...MINI_GAME_EVENT_TYPES, ...ATTEMPT_EVENT_TYPES]);

/** Every mini-game event changes the mini-game lists, rankings and leaderboard (the 'minigames' push topic). */
export const miniGamesTopics = (event: RecordedEvent): string[] => (isMiniGameEvent(event) ? [topics.minigames] : []);

/** The notices name no data, so anyone signed in may follow them; other topics are not ours. */
export const canReadMiniGamesTopic = (topic: string): TopicAccess => (topic === topics.minigames ? true : undefined);
