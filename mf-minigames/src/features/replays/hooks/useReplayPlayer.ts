// The replay's step state, ticking while it plays.
import { useEffect, useReducer } from 'react';
import { REPLAY_TICK_MS, replayReducer, replayStart } from '../model/replayPlayer';

export function useReplayPlayer(total: number) {
  const [state, dispatch] = useReducer(replayReducer, total, replayStart);
  useEffect(() => dispatch({ type: 'load', total }), [total]);
  useEffect(() => {
    if (!state.playing) return undefined;
    const ticker = setInterval(() => dispatch({ type: 'tick' }), REPLAY_TICK_MS);
    return () => clearInterval(ticker);
  }, [state.playing]);
  return { state, dispatch };
}
