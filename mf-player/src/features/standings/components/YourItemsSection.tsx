// "Your Big Brother Contestants" / "Your Race Teams": the player's own drafted items in one show.
import { errorMessage, LoadingState } from '@reality-draft/kit';
import { SHOW_NAMES, type ShowType } from '@reality-draft/events';
import { useMemo } from 'react';
import { itemsWord, pointsText } from '../model/itemWords';
import { useCastFacts } from '../hooks/useCastFacts';
import { usePointsBreakdown, useWatchedThrough } from '../hooks/useStandings';
import { DraftedItemCards, type OwnItem } from './DraftedItemCards';
import { SpoilerNote } from './SpoilerNote';

export function YourItemsSection({ showType, title, youId }: { showType: ShowType; title: string; youId: string | null }) {
  const { data, isLoading, error } = usePointsBreakdown(showType);
  const facts = useCastFacts(showType);
  const watchedThrough = useWatchedThrough(showType);
  const mine = data?.find((player) => player.playerId === youId);
  const entries = useMemo<OwnItem[]>(
    () =>
      (mine?.drafts ?? [])
        .filter((draft) => draft.showType === showType)
        .flatMap((draft) => draft.items.map((item) => ({ item, draft })))
        .sort((a, b) => a.draft.joinCode.localeCompare(b.draft.joinCode) || a.item.pickNumber - b.item.pickNumber),
    [mine, showType],
  );
  const drafted = itemsWord(showType);
  const total = entries.reduce((sum, entry) => sum + entry.item.totalPoints, 0);
  return (
    <section aria-labelledby={`your-${showType}`} className="space-y-3">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h2 id={`your-${showType}`} className="text-lg font-semibold text-slate-900">
          {title}
        </h2>
        {entries.length > 0 && (
          <p className="text-sm text-slate-500">
            {entries.length} {drafted} · <span className="font-semibold text-slate-900">{pointsText(total)}</span>
          </p>
        )}
      </div>
      <SpoilerNote showType={showType} watchedThrough={watchedThrough} compact />
      {isLoading ? (
        <LoadingState label={`Loading your ${drafted}...`} className="py-10" />
      ) : error && !data ? (
        <p role="alert" className="rounded-xl bg-rose-50 px-4 py-3 text-sm text-rose-700">
          {errorMessage(error, `Could not load your ${drafted}.`)}
        </p>
      ) : entries.length ? (
        <DraftedItemCards entries={entries} showType={showType} facts={facts} watchedThrough={watchedThrough} />
      ) : (
        <div className="rounded-2xl border border-dashed border-slate-300 bg-white/80 px-4 py-8 text-center">
          <p className="font-medium text-slate-900">
            No {SHOW_NAMES[showType]} {drafted} yet
          </p>
          <p className="mt-1 text-sm text-slate-500">
            Your {drafted} show up here once a {SHOW_NAMES[showType]} draft you joined starts and you pick.
          </p>
        </div>
      )}
    </section>
  );
}
