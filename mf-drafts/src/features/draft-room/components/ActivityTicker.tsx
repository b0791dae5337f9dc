// The room's ticker (issue 19 §4): each pick and each commissioner action, newest first, the same
// for every viewer (it is the room's own record). A polite live region announces what arrives while
// the room is open; what was there when it opened is shown, not announced. A finished room's ticker
// can show every line, and follows its Replay: it lists the lines as they stood at the moment shown.
import type { DraftActivity, Participant } from '@reality-draft/events';
import { Button, Card, CardHeader, cn, OutLaterReveal } from '@reality-draft/kit';
import { Megaphone } from 'lucide-react';
import { useEffect, useId, useMemo, useRef, useState } from 'react';
import { laterLines, latestSeq, newAnnouncement, TICKER_LINES, tickerLines, type LaterLines, type NameOf, type TickerLine } from '../model/activityLines';
import { participantById, participantFirstName } from '../model/participants';

const PHONE_LINES = 3;
const ADMIN_KINDS = new Set<TickerLine['kind']>([
  'paused',
  'resumed',
  'undone',
  'reset',
  'eliminated',
  'restored',
  'countdown',
  'countdownCancelled',
  'startMissed',
]);

interface ActivityTickerProps {
  draftId: string;
  activity: DraftActivity[];
  participants: Participant[];
  /** The lines to list instead of the room's (the Replay's moment); the live region still follows the room. */
  shown?: DraftActivity[];
  /** A finished room's: every line can be read (Show all). */
  expandable?: boolean;
  /** The viewer's spoiler guard for the draft's show (kit useWatchedThrough): a later elimination's line waits for a tap. */
  watchedThrough?: number | null;
  className?: string;
}

/**
 * The last line each draft's live region announced in this page. The live room and the finished
 * room's board are different screens, so the ticker mounts again when the last pick completes the
 * draft; without this it would take the last pick for old news and never say it.
 */
const announcedThrough = new Map<string, number>();

export function ActivityTicker({ draftId, activity, participants, shown, expandable = false, watchedThrough, className }: ActivityTickerProps) {
  // First names, as the turn sentence says them ('Waiting for Ann to pick...').
  const nameOf = useMemo(() => (playerId: string) => participantFirstName(participantById(participants, playerId)), [participants]);
  const [expanded, setExpanded] = useState(false);
  const [revealed, setRevealed] = useState<ReadonlySet<string>>(new Set());
  const reveal = (itemId: string) => () => setRevealed(new Set([...revealed, itemId]));
  const listed = shown ?? activity;
  const all = tickerLines(listed, nameOf, expandable ? Infinity : TICKER_LINES, laterLines(listed, watchedThrough, revealed));
  const lines = expanded ? all : all.slice(0, TICKER_LINES);
  const announcement = useAnnouncement(
    draftId,
    activity,
    nameOf,
    useMemo(() => laterLines(activity, watchedThrough), [activity, watchedThrough]),
  );
  const listId = useId();
  return (
    <Card className={className}>
      <CardHeader
        icon={<Megaphone className="h-5 w-5" />}
        title="Draft Ticker"
        description={shown ? 'The draft up to the Replay’s moment, newest first' : 'Every pick and commissioner action, newest first'}
      />
      <p role="status" aria-live="polite" aria-atomic="true" className="sr-only" data-testid="ticker-announcement">
        {announcement}
      </p>
      {lines.length === 0 ? (
        <p className="px-5 pb-5 pt-3 text-sm text-slate-600 sm:px-6 sm:pb-6">
          {shown ? 'Nothing had happened in the room yet.' : 'Picks show here as they happen.'}
        </p>
      ) : (
        <ol id={listId} aria-label="Draft ticker" className="mt-3 divide-y divide-slate-100 sm:mt-4">
          {lines.map((line, index) => (
            <li
              key={line.key}
              className={cn(
                'flex items-start gap-2 px-5 py-2.5 text-sm sm:px-6',
                // A phone keeps the picking grid close: the latest three lines there, until all are asked for.
                !expanded && index >= PHONE_LINES && 'hidden lg:flex',
                index === 0 ? 'font-semibold text-slate-900' : 'text-slate-700',
                ADMIN_KINDS.has(line.kind) && 'bg-amber-50/60',
              )}
            >
              <span aria-hidden className={cn('mt-1.5 h-1.5 w-1.5 shrink-0 rounded-full', ADMIN_KINDS.has(line.kind) ? 'bg-amber-500' : 'bg-brand-500')} />
              {line.laterItemId !== null ? (
                <OutLaterReveal name="a ticker line" onReveal={reveal(line.laterItemId)} />
              ) : (
                <span className="min-w-0 break-words">{line.text}</span>
              )}
            </li>
          ))}
        </ol>
      )}
      {expandable && all.length > PHONE_LINES && (
        <div className={cn('border-t border-slate-100 px-5 py-3 sm:px-6', !expanded && all.length <= TICKER_LINES && 'lg:hidden')}>
          <Button variant="ghost" size="sm" aria-expanded={expanded} aria-controls={listId} onClick={() => setExpanded(!expanded)} className="w-full">
            {expanded ? 'Show fewer' : `Show all ${all.length} lines`}
          </Button>
        </div>
      )}
    </Card>
  );
}

/** The text of the lines that arrived since the room opened (the last batch), for the live region. */
function useAnnouncement(draftId: string, activity: DraftActivity[], nameOf: NameOf, guarded: LaterLines): string {
  const seen = useRef(announcedThrough.get(draftId) ?? latestSeq(activity));
  const [text, setText] = useState('');
  useEffect(() => {
    const latest = latestSeq(activity);
    if (latest < seen.current) seen.current = latest; // a reset room may number again from fewer lines
    const fresh = newAnnouncement(activity, seen.current, nameOf, guarded);
    seen.current = latest;
    announcedThrough.set(draftId, latest);
    if (fresh) setText(fresh);
  }, [draftId, activity, nameOf, guarded]);
  return text;
}
