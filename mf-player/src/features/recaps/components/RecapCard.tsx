// One league's latest recap, compact: its league, title ("Episode 3 recap"), "Updated" once its results
// were corrected, its lines and the top three after it; beyond the player's spoiler guard, the guard's
// words and a Reveal (for this recap and this visit only); and the way to every recap, the league's page.
import { capitalized, draftLabel, ordinal, periodName, type DraftSummary, type Recap, type RecapStanding } from '@reality-draft/events';
import { Badge, Button, buttonClasses, Card, cn, ErrorNotice, errorMessage, leaguePath, ShowIcon } from '@reality-draft/kit';
import { ChevronRight, Eye, EyeOff } from 'lucide-react';
import { useId, useState } from 'react';
import { Link } from 'react-router-dom';
import { useLatestRecap, useRevealedRecap } from '../hooks/useLatestRecap';
import { periodPointsText, recapBrief, recapShown } from '../model/latestRecap';

const PLACE_TONES: Record<number, string> = {
  1: 'bg-amber-100 text-amber-800 ring-amber-200',
  2: 'bg-slate-200 text-slate-700 ring-slate-300',
  3: 'bg-orange-100 text-orange-800 ring-orange-200',
};

function TopThree({ standings, youId, caption }: { standings: RecapStanding[]; youId: string | null; caption: string }) {
  return (
    <ol aria-label={caption} className="divide-y divide-slate-100 rounded-xl border border-slate-200">
      {standings.map((standing) => {
        const you = standing.playerId === youId;
        return (
          <li key={standing.playerId} className={cn('flex items-center gap-2.5 px-3 py-2 text-sm', you && 'bg-brand-50/60')}>
            <span
              className={cn(
                'inline-flex h-6 min-w-9 shrink-0 items-center justify-center rounded-full px-1.5 text-xs font-bold ring-1 ring-inset',
                PLACE_TONES[standing.rank] ?? 'bg-white text-slate-600 ring-slate-200',
              )}
            >
              {ordinal(standing.rank)}
            </span>
            <span className="min-w-0 flex-1 truncate font-medium text-slate-900">
              {standing.playerName}
              {you && <span className="font-normal text-slate-600"> (you)</span>}
            </span>
            <span className={cn('shrink-0 text-xs tabular-nums', standing.periodPoints > 0 ? 'text-emerald-700' : 'text-slate-500')}>
              {periodPointsText(standing.periodPoints)}
            </span>
            <span className="w-10 shrink-0 text-right font-semibold tabular-nums text-slate-900">{standing.points}</span>
          </li>
        );
      })}
    </ol>
  );
}

export interface RecapCardViewProps {
  league: Pick<DraftSummary, 'id' | 'showType' | 'joinCode' | 'name'>;
  /** The recap as shown: whole, or hidden behind the guard until revealed. */
  recap: Recap;
  youId: string | null;
  /** The reveal's read is under way. */
  revealing: boolean;
  revealError: unknown;
  onReveal: () => void;
  /** The dashboard's only recap, across its width: the lines beside the top three on a wide screen. */
  wide?: boolean;
}

function HiddenRecap({ recap, revealing, revealError, onReveal }: Pick<RecapCardViewProps, 'recap' | 'revealing' | 'revealError' | 'onReveal'>) {
  return (
    <div className="space-y-3">
      <p className="flex items-start gap-2 rounded-lg bg-amber-50 px-3 py-2.5 text-sm text-amber-900 sm:w-fit">
        <EyeOff className="mt-0.5 h-4 w-4 shrink-0" aria-hidden />
        {recap.guardText}
      </p>
      {revealError ? <ErrorNotice>{errorMessage(revealError, 'The recap could not be loaded. Please try again.')}</ErrorNotice> : null}
      <Button variant="outline" size="sm" busy={revealing} onClick={onReveal} aria-label={`Reveal ${recap.title}`}>
        {!revealing && <Eye className="h-4 w-4" aria-hidden />}
        Reveal
      </Button>
    </div>
  );
}

function WholeRecap({ recap, youId, wide }: Pick<RecapCardViewProps, 'recap' | 'youId' | 'wide'>) {
  const brief = recapBrief(recap);
  return (
    <div className={cn('space-y-3', wide && 'lg:grid lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)] lg:items-start lg:gap-6 lg:space-y-0')}>
      {brief.lines.length > 0 && (
        <ul className="list-disc space-y-1 pl-5 text-sm text-slate-700 marker:text-brand-400">
          {brief.lines.map((line, index) => (
            <li key={index}>{line}</li>
          ))}
        </ul>
      )}
      {brief.topThree.length > 0 && (
        <TopThree standings={brief.topThree} youId={youId} caption={`Top three after ${capitalized(periodName(recap.showType, recap.period))}`} />
      )}
    </div>
  );
}

/** The card itself, from what is read: its league, the recap (whole or hidden) and the way to every recap. */
export function RecapCardView({ league, recap, youId, revealing, revealError, onReveal, wide = false }: RecapCardViewProps) {
  const leagueId = useId();
  const titleId = useId();
  const label = draftLabel(league);
  return (
    <Card className="flex min-w-0 flex-col p-4 sm:p-5">
      <article aria-labelledby={`${leagueId} ${titleId}`} className="flex flex-1 flex-col gap-3">
        <header className="flex items-start gap-3">
          <span aria-hidden className="flex h-9 w-9 shrink-0 items-center justify-center rounded-xl bg-brand-50 text-brand-600">
            <ShowIcon showType={league.showType} className="h-4 w-4" />
          </span>
          <div className="min-w-0 flex-1">
            <p id={leagueId} className="truncate text-xs font-medium text-slate-500">
              {label}
            </p>
            <h3 id={titleId} className="text-base font-semibold text-slate-900">
              {recap.title}
            </h3>
          </div>
          {recap.corrected && (
            <Badge tone="warning" className="shrink-0">
              Updated
            </Badge>
          )}
        </header>
        {recap.hidden ? (
          <HiddenRecap recap={recap} revealing={revealing} revealError={revealError} onReveal={onReveal} />
        ) : (
          <WholeRecap recap={recap} youId={youId} wide={wide} />
        )}
        <footer className="mt-auto">
          <Link
            to={leaguePath(league.id)}
            className={buttonClasses({ variant: 'ghost', size: 'sm', className: '-ml-2' })}
            aria-label={`All recaps of ${label}`}
          >
            All recaps
            <ChevronRight className="h-4 w-4" aria-hidden />
          </Link>
        </footer>
      </article>
    </Card>
  );
}

/** The latest recap as this visit shows it; keyed by its period, so a newer recap starts unrevealed. */
function ShownRecap({ league, listed, youId, wide }: { league: DraftSummary; listed: Recap; youId: string | null; wide: boolean }) {
  const [asked, setAsked] = useState(false);
  const revealed = useRevealedRecap(league.id, listed.period, asked && listed.hidden);
  return (
    <RecapCardView
      league={league}
      recap={recapShown(listed, revealed.recaps)}
      youId={youId}
      revealing={asked && revealed.isFetching}
      revealError={revealed.error}
      onReveal={() => setAsked(true)}
      wide={wide}
    />
  );
}

/** The league's latest recap, or nothing while it has none (or while it cannot be read). */
export function RecapCard({ league, youId, wide = false }: { league: DraftSummary; youId: string | null; wide?: boolean }) {
  const { latest } = useLatestRecap(league.id);
  if (!latest) return null;
  return <ShownRecap key={latest.period} league={league} listed={latest} youId={youId} wide={wide} />;
}
