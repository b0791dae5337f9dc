import { MINI_GAME_MESSAGES, type MiniGameAward, type MiniGameEvent } from '@reality-draft/events';
import { DeciderSpecification } from '@reality-draft/kernel/testing';
import { slidingLevelGroups } from '../puzzles/slidingLevelGroups';
import type { DraftFacts, GameCommand } from './commands';
import { decideGame, gameDecider } from './decide';
import { GAME_EXISTS, RESET_MEANWHILE } from './messages';
import { evolveGame } from './evolve';
import { initialGameState } from './state';

const now = new Date('2026-11-23T20:00:00.000Z');
const at = now.toISOString();
const draft: DraftFacts = { draftId: 'd1', adminId: 'admin', showType: 'big_brother', joinCode: 'ABC234' };
const [group] = slidingLevelGroups();
const setup = { gameType: 'sliding-block' as const, minMoves: group.minMoves, levels: [...group.levels] };
const award: MiniGameAward = { playerId: 'p1', rank: 1, points: 3, completionTimeSeconds: 40 };

const sendCommand = (overrides: Partial<Extract<GameCommand, { type: 'SendGame' }>> = {}): GameCommand => ({
  type: 'SendGame',
  miniGameId: 'g1',
  draft,
  adminId: 'admin',
  gameType: 'sliding-block',
  title: 'Escape',
  description: 'Slide',
  setup,
  now,
  ...overrides,
});
const sent: MiniGameEvent = {
  type: 'MiniGameSent',
  data: {
    miniGameId: 'g1',
    draftId: 'd1',
    adminId: 'admin',
    showType: 'big_brother',
    joinCode: 'ABC234',
    gameType: 'sliding-block',
    title: 'Escape',
    description: 'Slide',
    setup,
    sentAt: at,
  },
};
const finished = (round = 1): MiniGameEvent => ({
  type: 'MiniGameFinished',
  data: { miniGameId: 'g1', draftId: 'd1', showType: 'big_brother', round, awards: [award], finishedBy: 'admin', finishedAt: at },
});
const reset = (round: number): MiniGameEvent => ({
  type: 'MiniGameAttemptsReset',
  data: { miniGameId: 'g1', draftId: 'd1', showType: 'big_brother', round, resetBy: 'admin', resetAt: at },
});
const deleted: MiniGameEvent = { type: 'MiniGameDeleted', data: { miniGameId: 'g1', draftId: 'd1', deletedBy: 'admin', deletedAt: at } };

const finish = (round = 1, adminId = 'admin'): GameCommand => ({ type: 'FinishGame', adminId, round, awards: [award], now });

const given = DeciderSpecification.for(gameDecider);

describe('a mini-game stream', () => {
  it("sends a game to the admin's own draft, recording its setup", () => {
    expect(given([]).when(sendCommand()).events).toEqual([sent]);
  });

  it.each([
    ['an unknown draft', sendCommand({ draft: null }), 404, MINI_GAME_MESSAGES.draftNotFound],
    ["another admin's draft", sendCommand({ adminId: 'rival' }), 403, MINI_GAME_MESSAGES.notYourDraft],
  ])('refuses to send to %s', (_what, command, status, message) => {
    expect(given([]).when(command).error).toMatchObject({ status, message });
  });

  it('refuses a second send on the same id', () => {
    expect(given([sent]).when(sendCommand()).error).toMatchObject({ status: 409, message: GAME_EXISTS });
  });

  it('finishes with the awards of the round the rankings were read in', () => {
    expect(given([sent]).when(finish()).events).toEqual([finished()]);
    expect(given([sent, reset(2)]).when(finish(2)).events).toEqual([finished(2)]);
  });

  it('awards nothing on a second finish', () => {
    expect(given([sent, finished()]).when(finish()).events).toEqual([]);
  });

  it('refuses a finish ranked before a reset', () => {
    expect(given([sent, reset(2)]).when(finish(1)).error).toMatchObject({ status: 409, message: RESET_MEANWHILE });
  });

  it('opens the next round on a reset, reopening a finished game', () => {
    const state = [sent, finished()].reduce(evolveGame, initialGameState());
    expect(decideGame({ type: 'ResetAttempts', adminId: 'admin', now }, state)).toEqual([reset(2)]);
    expect([sent, finished(), reset(2)].reduce(evolveGame, initialGameState())).toMatchObject({ round: 2, finished: false, awards: [] });
  });

  it('deletes a game', () => {
    expect(given([sent, finished()]).when({ type: 'DeleteGame', adminId: 'admin', now }).events).toEqual([deleted]);
  });

  const manage: GameCommand[] = [finish(), { type: 'ResetAttempts', adminId: 'admin', now }, { type: 'DeleteGame', adminId: 'admin', now }];

  it.each(manage.map((command) => [command.type, command] as const))(
    '%s: refuses an unknown or deleted game (404) and another admin (403)',
    (_type, command) => {
      expect(given([]).when(command).error).toMatchObject({ status: 404, message: MINI_GAME_MESSAGES.notFound });
      expect(given([sent, deleted]).when(command).error).toMatchObject({ status: 404, message: MINI_GAME_MESSAGES.notFound });
      expect(given([sent]).when({ ...command, adminId: 'rival' }).error).toMatchObject({ status: 403, message: MINI_GAME_MESSAGES.notYourGame });
    },
  );
});
