import { replayPlayerName, replayReducer, replayStart } from './replayPlayer';

describe('replay player', () => {
  it('steps within 0..total and stops playing on a manual step', () => {
    let state = replayStart(3);
    state = replayReducer(state, { type: 'back' });
    expect(state.step).toBe(0);
    state = replayReducer(replayReducer(state, { type: 'toggle' }), { type: 'forward' });
    expect(state).toEqual({ step: 1, total: 3, playing: false });
    expect(replayReducer(state, { type: 'last' }).step).toBe(3);
    expect(replayReducer(state, { type: 'seek', step: 9 }).step).toBe(3);
    expect(replayReducer(state, { type: 'first' }).step).toBe(0);
  });

  it('plays to the end and stops there; playing again starts over', () => {
    let state = replayReducer(replayStart(2), { type: 'toggle' });
    state = replayReducer(state, { type: 'tick' });
    expect(state).toEqual({ step: 1, total: 2, playing: true });
    state = replayReducer(state, { type: 'tick' });
    expect(state).toEqual({ step: 2, total: 2, playing: false });
    expect(replayReducer(state, { type: 'tick' })).toBe(state);
    expect(replayReducer(state, { type: 'toggle' })).toEqual({ step: 0, total: 2, playing: true });
  });

  it('names the player', () => {
    expect(replayPlayerName({ playerFirstName: 'Ada', playerLastName: null })).toBe('Ada');
    expect(replayPlayerName({ playerFirstName: null, playerLastName: null })).toBe('Unknown Player');
  });
});
