// The Replay's playback: which moment is shown, playing or paused, at 1x, 4x or 16x. The moment is
// kept as its stream version (the share link's ?at=), or as "the latest" once the replay reaches the
// end, so a live draft's replay that caught up follows the picks still to come.
import { useCallback, useEffect, useMemo, useState } from 'react';
import { momentIndexAt, replayMoments, stepDelayMs, type ReplayMoment, type ReplaySpeed } from '../model/replayTimeline';
import type { DraftHistoryEvent } from '@reality-draft/events';

export interface Replay {
  moments: ReplayMoment[];
  index: number;
  moment: ReplayMoment | null;
  playing: boolean;
  speed: ReplaySpeed;
  /** Shows moment `index` (and pauses). */
  seek: (index: number) => void;
  step: (by: 1 | -1) => void;
  togglePlay: () => void;
  setSpeed: (speed: ReplaySpeed) => void;
}

export function useReplay(events: readonly DraftHistoryEvent[] | undefined, startAt: number | null): Replay {
  const moments = useMemo(() => replayMoments(events ?? []), [events]);
  // null: the latest moment.
  const [cursor, setCursor] = useState<number | null>(startAt ?? 1);
  const [playing, setPlaying] = useState(false);
  const [speed, setSpeed] = useState<ReplaySpeed>(1);
  const index = momentIndexAt(moments, cursor);
  const last = moments.length - 1;

  const show = useCallback((target: number) => setCursor(target >= last ? null : moments[Math.max(0, target)].version), [moments, last]);
  const seek = useCallback(
    (target: number) => {
      setPlaying(false);
      show(target);
    },
    [show],
  );
  const step = useCallback((by: 1 | -1) => seek(index + by), [seek, index]);
  const togglePlay = useCallback(() => {
    if (playing) return setPlaying(false);
    // From the end, play starts again from the beginning.
    if (index >= last) show(0);
    setPlaying(true);
  }, [playing, index, last, show]);

  useEffect(() => {
    if (!playing) return;
    if (index >= last) {
      setPlaying(false);
      return;
    }
    const timer = setTimeout(() => show(index + 1), stepDelayMs(moments[index], moments[index + 1], speed));
    return () => clearTimeout(timer);
  }, [playing, index, last, moments, speed, show]);

  return { moments, index, moment: moments[index] ?? null, playing, speed, seek, step, togglePlay, setSpeed };
}
