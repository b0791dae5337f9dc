// One week's or episode's recap: its title, "Updated" once its results were corrected, when it was saved,
// its lines and the standings after it. Beyond the reader's spoiler guard it says so and offers a reveal,
// for this recap and this visit only.
import type { Recap } from '@reality-draft/events';
import { Badge, Button, dateTimeFormat, ErrorNotice, errorMessage } from '@reality-draft/kit';
import { Eye, EyeOff } from 'lucide-react';
import { useId, useState } from 'react';
import { useRevealedRecaps } from '../hooks/useLeagueRecaps';
import { recapShown } from '../model/recapView';
import { RecapStandingsTable } from './RecapStandingsTable';

const SAVED_AT: Intl.DateTimeFormatOptions = { weekday: 'short', day: 'numeric', month: 'short', hour: 'numeric', minute: '2-digit' };

export function RecapItem({ draftId, recap: listed, myId }: { draftId: string; recap: Recap; myId: string | null }) {
  const titleId = useId();
  const [asked, setAsked] = useState(false);
  const revealed = useRevealedRecaps(draftId, listed.period, asked && listed.hidden);
  const recap = recapShown(listed, revealed.recaps);
  const at = new Date(recap.at);

  return (
    <article aria-labelledby={titleId} className="rounded-xl border border-slate-200 bg-white p-3 sm:p-4">
      <header className="flex flex-wrap items-center gap-x-2 gap-y-1">
        <h3 id={titleId} className="text-base font-semibold text-slate-900">
          {recap.title}
        </h3>
        {recap.corrected && <Badge tone="warning">Updated</Badge>}
        {!Number.isNaN(at.getTime()) && (
          <time dateTime={recap.at} className="ml-auto text-xs text-slate-500">
            {dateTimeFormat(undefined, SAVED_AT).format(at)}
          </time>
        )}
      </header>
      {recap.hidden ? (
        <div className="mt-3 space-y-3">
          <p className="flex items-start gap-2 rounded-lg bg-amber-50 px-3 py-2.5 text-sm text-amber-900">
            <EyeOff className="mt-0.5 h-4 w-4 shrink-0" aria-hidden />
            {recap.guardText}
          </p>
          {revealed.error ? <ErrorNotice>{errorMessage(revealed.error, 'The recap could not be loaded. Please try again.')}</ErrorNotice> : null}
          <Button variant="outline" size="sm" busy={asked && revealed.isFetching} onClick={() => setAsked(true)} aria-label={`Reveal ${recap.title}`}>
            <Eye className="h-4 w-4" aria-hidden />
            Reveal
          </Button>
        </div>
      ) : (
        <div className="mt-3 space-y-4">
          {recap.lines.length > 0 && (
            <ul className="list-disc space-y-1 pl-5 text-sm text-slate-700 marker:text-brand-400">
              {recap.lines.map((line, index) => (
                <li key={index}>{line}</li>
              ))}
            </ul>
          )}
          {recap.standings.length > 0 && <RecapStandingsTable standings={recap.standings} showType={recap.showType} period={recap.period} myId={myId} />}
        </div>
      )}
    </article>
  );
}
