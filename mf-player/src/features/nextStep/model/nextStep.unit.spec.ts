import { sampleDraftSummary as aDraft, sampleMiniGameItem as aGame } from '@reality-draft/kit/testing';
import { nextStep } from './nextStep';

describe("the dashboard's next step", () => {
  const live = aDraft({ id: 'live', status: 'active', startedAt: '2026-03-02T00:00:00Z' });
  const waiting = aDraft({ id: 'waiting' });
  const done = aDraft({ id: 'done', status: 'completed', completedAt: '2026-03-03T00:00:00Z' });
  const playable = aGame({ id: 'play' });
  const completed = aGame({ id: 'done-game', isCompleted: true, completed: true });

  it('waits for the drafts to load', () => {
    expect(nextStep(undefined, [playable])).toBeNull();
  });

  it('puts a live draft first, then a game to play, then a waiting room, then the standings', () => {
    expect(nextStep([done, waiting, live], [playable])).toEqual({ kind: 'live', draft: live });
    expect(nextStep([done, waiting], [completed, playable])).toEqual({ kind: 'game', game: playable, more: 0 });
    expect(nextStep([done, waiting], [completed])).toEqual({ kind: 'waiting', draft: waiting });
    expect(nextStep([done], undefined)).toEqual({ kind: 'standings', draft: done });
  });

  it('counts the other games to play', () => {
    expect(nextStep([], [playable, aGame({ id: 'second', sentAt: '2026-03-13T10:00:00.000Z' })])).toMatchObject({ kind: 'game', more: 1 });
  });

  it('shows a newcomer how to join a draft', () => {
    expect(nextStep([], [])).toEqual({ kind: 'join' });
  });
});
