// "Your Big Brother Contestants" / "Your Race Teams": the player's own drafted items in one show.
import { EmptyNotice, ReadStates } from '@reality-draft/kit';
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
      <ReadStates
        data={data}
        isLoading={isLoading}
        error={error}
        loading={`Loading your ${drafted}...`}
        loadingClassName="py-10"
        failed={`Could not load your ${drafted}.`}
        isEmpty={() => !entries.length}
        empty={
          <EmptyNotice title={`No ${SHOW_NAMES[showType]} ${drafted} yet`} className="rounded-2xl bg-white/80 py-8">
            Your {drafted} show up here once a {SHOW_NAMES[showType]} draft you joined starts and you pick.
          </EmptyNotice>
        }
      >
        {() => <DraftedItemCards entries={entries} showType={showType} facts={facts} watchedThrough={watchedThrough} />}
      </ReadStates>
    </section>
  );
}
