// Watch the draft again (docs/drafts.md#replay): a started draft's room offers a Replay of its history,
// the board and the order rebuilt at each moment by the server's own fold. It opens at the moment a
// share link names (?at=<version>), and keeps the address on the moment shown while paused. A finished
// room's recap and ticker follow the moment shown (onMoment).
import { type DraftDetail, type Participant } from '@reality-draft/events';
import { Button, Card, CardHeader, cn, errorMessage, IconTile } from '@reality-draft/kit';
import { History, X } from 'lucide-react';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { useDraftHistoryQuery } from '../api/replayApi';
import { momentParticipants, momentPicks, momentText, onTheClock, parseAt, type ReplayPosition } from '../model/replayTimeline';
import { useReplay } from '../hooks/useReplay';
import { DraftBoard } from './DraftBoard';
import { ReplayControls } from './ReplayControls';
import { ReplayOrder } from './ReplayOrder';
import { ReplayTimeline } from './ReplayTimeline';

interface DraftReplayProps {
  draft: DraftDetail;
  participants: Participant[];
  viewerId: string | null;
  /** Told the moment shown, and null once the replay closes. */
  onMoment?: (position: ReplayPosition | null) => void;
  className?: string;
}

export function DraftReplay({ draft, participants, viewerId, onMoment, className }: DraftReplayProps) {
  const [params, setParams] = useSearchParams();
  const startAt = parseAt(params.get('at'));
  const [open, setOpen] = useState(startAt !== null);
  if (draft.status === 'pending') return null;

  function close() {
    setOpen(false);
    setParams(
      (current) => {
        current.delete('at');
        return current;
      },
      { replace: true },
    );
  }

  if (!open) {
    return (
      <Card className={className}>
        <CardHeader icon={<History className="h-5 w-5" />} title="Replay" description="Watch the draft again, pick by pick, and share a link to any moment." />
        {/* Under the text, not beside it: a phone's narrow card keeps the sentence whole. Aligned with the title on a wider screen. */}
        <div className="p-5 pt-4 sm:p-6 sm:pl-[4.75rem] sm:pt-4">
          <Button variant="outline" size="sm" onClick={() => setOpen(true)} className="w-full sm:w-auto">
            Watch the draft again
          </Button>
        </div>
      </Card>
    );
  }
  return (
    <ReplayPanel draft={draft} participants={participants} viewerId={viewerId} startAt={startAt} onClose={close} onMoment={onMoment} className={className} />
  );
}

function ReplayPanel({
  draft,
  participants,
  viewerId,
  startAt,
  onClose,
  onMoment,
  className,
}: DraftReplayProps & { startAt: number | null; onClose: () => void }) {
  const history = useDraftHistoryQuery(draft.id);
  const replay = useReplay(history.data?.events, startAt);
  const { moments, index } = replay;
  useEffect(() => onMoment?.(index < 0 ? null : { moments, index }), [onMoment, moments, index]);
  useEffect(() => () => onMoment?.(null), [onMoment]);
  const [, setParams] = useSearchParams();
  const lastVersion = history.data?.events.at(-1)?.version ?? 0;
  const { refetch } = history;
  // A live draft moved on: read its history again (a replay at the end follows it).
  useEffect(() => {
    if (history.data && draft.version > lastVersion) void refetch();
  }, [draft.version, lastVersion, history.data, refetch]);
  const version = replay.moment?.version ?? null;
  // While paused the address names the moment shown, so the page's own link shares it too.
  useEffect(() => {
    if (replay.playing || version === null) return;
    setParams(
      (current) => {
        current.set('at', String(version));
        return current;
      },
      { replace: true },
    );
  }, [version, replay.playing, setParams]);
  // A share link lands on the replay, wherever the room puts it.
  const section = useRef<HTMLElement>(null);
  const loaded = Boolean(history.data);
  useEffect(() => {
    if (loaded && startAt !== null) section.current?.scrollIntoView({ block: 'start' });
  }, [loaded, startAt]);
  const shown = useMemo(() => {
    if (!replay.moment) return null;
    const { state } = replay.moment;
    return {
      text: momentText(replay.moment, participants),
      order: momentParticipants(state, participants),
      picks: momentPicks(state),
      onClock: onTheClock(state),
    };
  }, [replay.moment, participants]);

  return (
    <section ref={section} aria-labelledby="replay-heading" className={cn('scroll-mt-24', className)}>
      <Card>
        <div className="flex items-start gap-3 p-5 pb-0 sm:p-6 sm:pb-0">
          <IconTile>
            <History className="h-5 w-5" />
          </IconTile>
          <div className="min-w-0 flex-1">
            <h2 id="replay-heading" className="text-base font-semibold text-slate-900">
              Replay
            </h2>
            <p className="mt-1 text-sm text-slate-500">The board and the order as they stood at each moment of the draft.</p>
          </div>
          <Button variant="ghost" size="icon" onClick={onClose} aria-label="Close the replay" title="Close the replay">
            <X className="h-4 w-4" aria-hidden />
          </Button>
        </div>
        <div className="space-y-4 p-5 sm:p-6">
          {history.isError ? (
            <p role="alert" className="text-sm text-rose-700">
              {errorMessage(history.error, 'The draft’s history could not be read.')}
            </p>
          ) : !shown ? (
            <p className="text-sm text-slate-600">Reading the draft’s history…</p>
          ) : (
            <>
              <ReplayControls replay={replay} shareUrl={shareUrl(version)} />
              <ReplayTimeline moments={replay.moments} index={replay.index} valueText={shown.text} onSeek={replay.seek} />
              <p className="text-sm font-medium text-slate-900" data-testid="replay-moment">
                <span className="mr-2 text-xs font-normal tabular-nums text-slate-500">
                  {replay.index + 1}/{replay.moments.length}
                </span>
                {shown.text}
              </p>
              <ReplayOrder participants={shown.order} onClockId={shown.onClock} viewerId={viewerId} />
            </>
          )}
        </div>
      </Card>
      {shown && (
        <div className="mt-4 min-w-0 sm:mt-6">
          <DraftBoard participants={shown.order} picks={shown.picks} viewerId={viewerId} title="Board at this moment" testId="replay-board" />
        </div>
      )}
    </section>
  );
}

function shareUrl(version: number | null): string {
  const url = new URL(window.location.href);
  if (version !== null) url.searchParams.set('at', String(version));
  return url.toString();
}
