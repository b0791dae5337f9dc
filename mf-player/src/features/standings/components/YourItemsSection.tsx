// "Your Big Brother Contestants" / "Your Race Teams": the player's own items in one show, the roster as it
// is now (docs/league.md#rosters: a replacement or a traded-in pick in the place of the one it took), then
// the former picks (replaced or traded away), muted, with the points they scored for the player.
import { EmptyNotice, ReadStates } from '@reality-draft/kit';
import { SHOW_NAMES, type ShowType } from '@reality-draft/events';
import { useMemo } from 'react';
import { byPick, FORMER_PICKS_TITLE, formerPicksNote, isFormerPick } from '../model/breakdown';
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
        .sort((a, b) => a.draft.joinCode.localeCompare(b.draft.joinCode) || byPick(a.item, b.item)),
    [mine, showType],
  );
  const current = entries.filter((entry) => !isFormerPick(entry.item));
  const former = entries.filter((entry) => isFormerPick(entry.item));
  const drafted = itemsWord(showType);
  // Every point the player's picks scored for them, the former picks' included.
  const total = entries.reduce((sum, entry) => sum + entry.item.totalPoints, 0);
  return (
    <section aria-labelledby={`your-${showType}`} className="space-y-3">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h2 id={`your-${showType}`} className="text-lg font-semibold text-slate-900">
          {title}
        </h2>
        {entries.length > 0 && (
          <p className="text-sm text-slate-500">
            {current.length} {drafted} · <span className="font-semibold text-slate-900">{pointsText(total)}</span>
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
        {() => (
          <>
            {current.length > 0 && <DraftedItemCards entries={current} showType={showType} facts={facts} watchedThrough={watchedThrough} />}
            {former.length > 0 && (
              <section aria-labelledby={`former-${showType}`} className="space-y-2 pt-2">
                <div>
                  <h3 id={`former-${showType}`} className="text-sm font-semibold uppercase tracking-wide text-slate-500">
                    {FORMER_PICKS_TITLE}
                  </h3>
                  <p className="text-xs text-slate-500">{formerPicksNote(showType)}</p>
                </div>
                <DraftedItemCards entries={former} showType={showType} facts={facts} watchedThrough={watchedThrough} />
              </section>
            )}
          </>
        )}
      </ReadStates>
    </section>
  );
}
