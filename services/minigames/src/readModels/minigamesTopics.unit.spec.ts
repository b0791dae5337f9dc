import type { RecordedEvent } from '@reality-draft/kernel';
import { canReadMiniGamesTopic, miniGamesTopics } from './minigamesTopics';

const recorded = (type: string): RecordedEvent => ({ type, data: {}, eventId: 'e', streamId: 's', version: 1, position: 1, recordedAt: '', metadata: {} });

describe("the 'minigames' push topic", () => {
  it.each([
    'MiniGameSent',
    'MiniGameAttemptStarted',
    'MiniGameProgressSaved',
    'MiniGameAttemptCompleted',
    'MiniGameFinished',
    'MiniGameAttemptsReset',
    'MiniGameDeleted',
  ])('changes with %s', (type) => {
    expect(miniGamesTopics(recorded(type))).toEqual(['minigames']);
  });

  it('is not touched by other events, and any session may follow it (other topics are not ours)', () => {
    expect(miniGamesTopics(recorded('PickMade'))).toEqual([]);
    expect(canReadMiniGamesTopic('minigames')).toBe(true);
    expect(canReadMiniGamesTopic('scoring')).toBeUndefined();
  });
});
