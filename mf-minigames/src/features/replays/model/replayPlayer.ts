// Stepping through a verified solve: step 0 is the start layout, step n the layout after n moves.
export interface ReplayPlayer {
  step: number;
  total: number;
  playing: boolean;
}

export type ReplayAction =
  | { type: 'load'; total: number }
  | { type: 'first' }
  | { type: 'back' }
  | { type: 'forward' }
  | { type: 'last' }
  | { type: 'seek'; step: number }
  | { type: 'toggle' }
  | { type: 'tick' };

export const REPLAY_TICK_MS = 700;

export const replayStart = (total: number): ReplayPlayer => ({ step: 0, total, playing: false });

const clamp = (step: number, total: number) => Math.min(total, Math.max(0, Math.round(step)));

export function replayReducer(state: ReplayPlayer, action: ReplayAction): ReplayPlayer {
  switch (action.type) {
    case 'load':
      return replayStart(action.total);
    case 'first':
      return { ...state, step: 0, playing: false };
    case 'back':
      return { ...state, step: clamp(state.step - 1, state.total), playing: false };
    case 'forward':
      return { ...state, step: clamp(state.step + 1, state.total), playing: false };
    case 'last':
      return { ...state, step: state.total, playing: false };
    case 'seek':
      return { ...state, step: clamp(action.step, state.total), playing: false };
    case 'toggle':
      // Play from the start again once the end was reached.
      return state.playing ? { ...state, playing: false } : { ...state, playing: true, step: state.step >= state.total ? 0 : state.step };
    case 'tick': {
      if (!state.playing) return state;
      const step = clamp(state.step + 1, state.total);
      return { ...state, step, playing: step < state.total };
    }
  }
}

export function replayPlayerName(replay: { playerFirstName: string | null; playerLastName: string | null }): string {
  return [replay.playerFirstName, replay.playerLastName].filter(Boolean).join(' ').trim() || 'Unknown Player';
}
