// The Replay's timeline: a slider over the draft's moments (role slider: arrows step a moment, Page
// keys jump a pick, Home and End go to the ends), its spoken value the moment's sentence ("Pick 5 of
// 9: Ann took Team 3"). A tick marks each pick; a press or a drag on the track scrubs.
import { cn } from '@reality-draft/kit';
import { useRef, type KeyboardEvent, type PointerEvent } from 'react';
import { sliderTarget, type ReplayMoment } from '../model/replayTimeline';

interface ReplayTimelineProps {
  moments: ReplayMoment[];
  index: number;
  valueText: string;
  onSeek: (index: number) => void;
}

const percent = (at: number, last: number) => (last <= 0 ? 0 : (at / last) * 100);

export function ReplayTimeline({ moments, index, valueText, onSeek }: ReplayTimelineProps) {
  const track = useRef<HTMLDivElement>(null);
  // The track's box, measured once when a press begins: a drag's every move (each seek re-draws the
  // room) then reads no layout (issue 29 §4). The track does not move under a drag (touch-none).
  const pressBox = useRef<{ left: number; width: number } | null>(null);
  const last = moments.length - 1;

  function indexAtPointer(clientX: number): number {
    const box = pressBox.current ?? track.current!.getBoundingClientRect();
    const share = box.width > 0 ? (clientX - box.left) / box.width : 0;
    return Math.round(Math.min(1, Math.max(0, share)) * last);
  }
  function onPointerDown(event: PointerEvent<HTMLDivElement>) {
    event.currentTarget.setPointerCapture?.(event.pointerId);
    event.currentTarget.focus();
    const { left, width } = track.current!.getBoundingClientRect();
    pressBox.current = { left, width };
    onSeek(indexAtPointer(event.clientX));
  }
  function onPointerMove(event: PointerEvent<HTMLDivElement>) {
    if (event.currentTarget.hasPointerCapture?.(event.pointerId)) onSeek(indexAtPointer(event.clientX));
  }
  function onPointerEnd() {
    pressBox.current = null;
  }
  function onKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    const target = sliderTarget(event.key, index, moments);
    if (target === null) return;
    event.preventDefault();
    onSeek(target);
  }

  return (
    <div
      role="slider"
      tabIndex={0}
      aria-label="Replay timeline"
      aria-valuemin={moments[0]?.version ?? 0}
      aria-valuemax={moments[last]?.version ?? 0}
      aria-valuenow={moments[index]?.version ?? 0}
      aria-valuetext={valueText}
      data-testid="replay-timeline"
      onKeyDown={onKeyDown}
      onPointerDown={onPointerDown}
      onPointerMove={onPointerMove}
      onPointerUp={onPointerEnd}
      onPointerCancel={onPointerEnd}
      className="group relative -mx-2 cursor-pointer touch-none select-none rounded-lg px-2 py-3 focus:outline-none focus-visible:ring-2 focus-visible:ring-brand-500"
    >
      <div ref={track} className="relative h-2 rounded-full bg-slate-200">
        <div className="absolute inset-y-0 left-0 rounded-full bg-brand-500" style={{ width: `${percent(index, last)}%` }} />
        {moments.map((moment, at) =>
          moment.event.type === 'PickMade' ? (
            <span
              key={moment.version}
              aria-hidden
              className={cn('absolute top-1/2 h-3 w-0.5 -translate-x-1/2 -translate-y-1/2 rounded-full', at <= index ? 'bg-brand-700' : 'bg-slate-400')}
              style={{ left: `${percent(at, last)}%` }}
            />
          ) : null,
        )}
        <span
          aria-hidden
          className="absolute top-1/2 h-5 w-5 -translate-x-1/2 -translate-y-1/2 rounded-full border-2 border-white bg-brand-600 shadow ring-1 ring-brand-700/30 group-focus-visible:ring-4 group-focus-visible:ring-brand-200"
          style={{ left: `${percent(index, last)}%` }}
        />
      </div>
    </div>
  );
}
