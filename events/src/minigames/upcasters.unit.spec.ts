import { Upcasters } from '../upcasters';
import { registerMiniGameUpcasters } from './upcasters';

describe('mini-game upcasters', () => {
  const upcasters = registerMiniGameUpcasters(new Upcasters());
  const stored = (type: string, data: object) => ({ type, data, metadata: { schemaVersion: 1 } });

  it("reads a stored sliding-block game's 'rush_hour' as 'sliding-block'", () => {
    const sent = stored('MiniGameSent', { miniGameId: 'g', gameType: 'rush_hour', setup: { gameType: 'rush_hour', minMoves: 10, levels: [] } });
    expect(upcasters.upcast(sent)).toEqual({
      type: 'MiniGameSent',
      data: { miniGameId: 'g', gameType: 'sliding-block', setup: { gameType: 'sliding-block', minMoves: 10, levels: [] } },
      metadata: { schemaVersion: 2 },
    });
    expect(upcasters.upcast(stored('MiniGameAttemptStarted', { puzzle: { gameType: 'rush_hour', level: {} } })).data).toEqual({
      puzzle: { gameType: 'sliding-block', level: {} },
    });
    expect(upcasters.upcast(stored('MiniGameAttemptCompleted', { proof: { gameType: 'rush_hour', moves: [] } })).data).toEqual({
      proof: { gameType: 'sliding-block', moves: [] },
    });
  });

  it('leaves the other games as they were stored, and writes new events as version 2', () => {
    expect(upcasters.upcast(stored('MiniGameAttemptStarted', { puzzle: { gameType: 'jigsaw', pieces: [] } })).data).toEqual({
      puzzle: { gameType: 'jigsaw', pieces: [] },
    });
    const current = { type: 'MiniGameSent', data: { gameType: 'sliding-block', setup: { gameType: 'sliding-block' } }, metadata: { schemaVersion: 2 } };
    expect(upcasters.upcast(current)).toBe(current);
    expect(upcasters.currentVersion('MiniGameSent')).toBe(2);
    expect(upcasters.currentVersion('MiniGameFinished')).toBe(1);
  });
});
