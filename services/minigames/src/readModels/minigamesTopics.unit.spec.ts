import { recordedEvent } from '@reality-draft/kernel/testing';
import { canReadMiniGamesTopic, miniGamesTopics } from './minigamesTopics';

const recorded = (type: string) => recordedEvent('s', type);

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
