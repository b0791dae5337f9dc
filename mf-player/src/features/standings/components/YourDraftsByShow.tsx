// /player/your-teams: every draft of the player, one place for all shows, each with its picks and
// points (under the player's spoiler guard, said per show; a show with a scored week or episode the
// player has not said how far they have watched asks first, issue 19 §6) and a way to that show's standings.
// A draft's picks are the roster as it is now (docs/league.md#rosters); picks replaced or traded away
// follow, muted, as former picks with the points they scored. The show's total is the leaderboard's.
import {
  Badge,
  buttonClasses,
  Card,
  DRAFT_STATUS_TONES,
  draftLabel,
  errorMessage,
  ErrorNotice,
  LoadingState,
  PLAYER_SHOW_PAGES,
  PLAYER_STATUS_LABELS,
  ShowIcon,
  usePollingInterval,
  useUserDraftsQuery,
  EmptyNotice,
} from '@reality-draft/kit';
import { asksHowFarWatched, scoredPeriodsOf, SHOW_NAMES, type DraftStatus } from '@reality-draft/events';
import { ChevronRight } from 'lucide-react';
import { useMemo } from 'react';
import { Link } from 'react-router-dom';
import { itemsWord, pointsText } from '../model/itemWords';
import { useSpoilerGuardQuery } from '../api/standingsApi';
import { byPick, FORMER_PICKS_TITLE, holdingKey, rosterParts } from '../model/breakdown';
import { pointsMadeOf, yourShows, type YourDraft } from '../model/yourDrafts';
import { useCastFacts } from '../hooks/useCastFacts';
import { POINT_TABLES_POLL_MS, usePointsBreakdown, useScoredPeriods } from '../hooks/useStandings';
import { DraftedItemRow } from './DraftedItemRow';
import { SpoilerAskCard } from './SpoilerAskCard';
import { SpoilerNote } from './SpoilerNote';

function DraftCard({ draft }: { draft: YourDraft }) {
  const { current: items, former } = rosterParts([...(draft.scored?.items ?? [])].sort(byPick));
  const word = itemsWord(draft.showType);
  const facts = useCastFacts(draft.showType);
  return (
    <Card className="overflow-hidden">
      <div className="flex flex-wrap items-center gap-x-2 gap-y-1 border-b border-slate-100 px-4 py-3">
        <h3 className="font-semibold text-slate-900">{draftLabel(draft)}</h3>
        <Badge tone={DRAFT_STATUS_TONES[draft.status as DraftStatus] ?? 'neutral'}>{PLAYER_STATUS_LABELS[draft.status as DraftStatus] ?? draft.status}</Badge>
        {draft.scored && (
          <span className="ml-auto whitespace-nowrap text-sm font-semibold tabular-nums text-slate-900">{pointsText(draft.scored.draftPoints)}</span>
        )}
      </div>
      {items.length ? (
        <ul className="grid gap-px bg-slate-100 sm:grid-cols-3">
          {items.map((item) => (
            <DraftedItemRow key={holdingKey(item)} item={item} member={facts.get(item.itemId)} showType={draft.showType} layout="tile" />
          ))}
        </ul>
      ) : (
        <p className="px-4 py-4 text-sm text-slate-500">
          {draft.status === 'pending'
            ? `Waiting to start: your ${word} appear here once your admin starts the draft.`
            : former.length
              ? `No ${word} on your roster now.`
              : `No ${word} picked yet.`}
        </p>
      )}
      {former.length > 0 && (
        <section aria-label={`${FORMER_PICKS_TITLE}, ${draftLabel(draft)}`} className="border-t border-slate-100">
          <h4 className="bg-slate-50 px-4 py-2 text-xs font-semibold uppercase tracking-wide text-slate-500">{FORMER_PICKS_TITLE}</h4>
          <ul className="grid gap-px bg-slate-100 sm:grid-cols-3">
            {former.map((item) => (
              <DraftedItemRow key={holdingKey(item)} item={item} member={facts.get(item.itemId)} showType={draft.showType} layout="tile" />
            ))}
            {/* The rest of the last row of three, as muted as the tiles (not the grid's lines). */}
            {Array.from({ length: (3 - (former.length % 3)) % 3 }, (_, index) => (
              <li key={`filler-${index}`} aria-hidden className="hidden bg-slate-50 sm:block" />
            ))}
          </ul>
        </section>
      )}
    </Card>
  );
}

export function YourDraftsByShow({ youId }: { youId: string | null }) {
  const breakdown = usePointsBreakdown();
  const drafts = useUserDraftsQuery(undefined, { pollingInterval: usePollingInterval(POINT_TABLES_POLL_MS) });
  const { data: guard } = useSpoilerGuardQuery();
  const scored = useScoredPeriods();
  const mine = breakdown.data?.find((player) => player.playerId === youId);
  const shows = useMemo(() => yourShows(drafts.data ?? [], mine), [drafts.data, mine]);

  if (breakdown.isLoading || drafts.isLoading || scored.isLoading) return <LoadingState label="Loading your teams..." />;
  if ((breakdown.error && !breakdown.data) || (drafts.error && !drafts.data) || (scored.error && !scored.data)) {
    return <ErrorNotice>{errorMessage(breakdown.error ?? drafts.error ?? scored.error, 'Could not load your teams.')}</ErrorNotice>;
  }
  if (!shows.length) {
    return (
      <EmptyNotice title="No Drafts Yet" className="rounded-2xl bg-white/80 py-10">
        <p>Join a draft from your dashboard; your picks and points gather here, one place for every show.</p>
        <Link to="/player/dashboard" className={buttonClasses({ variant: 'outline', className: 'mt-4' })}>
          Go to your dashboard
        </Link>
      </EmptyNotice>
    );
  }
  return (
    <div className="space-y-8">
      {shows.map((show) => {
        const asks = asksHowFarWatched(guard, show.showType, scored.data);
        return (
          <section key={show.showType} aria-labelledby={`show-${show.showType}`} className="space-y-3">
            <div className="flex flex-wrap items-center gap-x-3 gap-y-2">
              <span aria-hidden className="flex h-9 w-9 items-center justify-center rounded-xl bg-brand-50 text-brand-600">
                <ShowIcon showType={show.showType} />
              </span>
              <div className="min-w-0 flex-1">
                <h2 id={`show-${show.showType}`} className="text-lg font-semibold text-slate-900">
                  {SHOW_NAMES[show.showType]}
                </h2>
                {!asks && (
                  <p className="text-sm text-slate-500">
                    <span className="font-semibold text-slate-900">{pointsText(show.total)}</span>
                    {pointsMadeOf(show)}
                  </p>
                )}
              </div>
              <Link
                to={PLAYER_SHOW_PAGES[show.showType].yours}
                aria-label={`${SHOW_NAMES[show.showType]} standings`}
                className={buttonClasses({ variant: 'ghost', size: 'sm' })}
              >
                Standings
                <ChevronRight className="h-4 w-4" aria-hidden />
              </Link>
            </div>
            {asks ? (
              <SpoilerAskCard showType={show.showType} scored={scoredPeriodsOf(scored.data, show.showType)} />
            ) : (
              <>
                <SpoilerNote showType={show.showType} watchedThrough={guard?.[show.showType] ?? null} compact />
                <div className="space-y-3">
                  {show.drafts.map((draft) => (
                    <DraftCard key={draft.draftId} draft={draft} />
                  ))}
                </div>
              </>
            )}
          </section>
        );
      })}
    </div>
  );
}
