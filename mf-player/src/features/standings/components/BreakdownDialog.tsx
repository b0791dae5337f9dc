// A player's point breakdown for one show, opened from a leaderboard row: the total and how it is
// made (drafted items, mini-games, predictions, replacements, the Amazing Race rule), each item on the
// roster (then the former picks, muted: replaced or traded away, their points stay), the week-by-week
// or episode-by-episode table, each settled who-goes-home prediction and each won replacement claim.
// It follows the standings live, like the page under it.
import { cn, Dialog, LoadingState } from '@reality-draft/kit';
import { PREDICTION_TEXTS, type LeaderboardRow, type ShowType } from '@reality-draft/events';
import { useMemo } from 'react';
import { breakdownTable, FORMER_PICKS_TITLE, formerPicksNote, holdingKey, itemsOfShow, rosterParts, showSummary } from '../model/breakdown';
import { itemsWord, pointsText } from '../model/itemWords';
import { playerName } from '../model/playerName';
import { predictionSummary } from '../model/predictionLines';
import { rankDescription } from '../model/rankLabels';
import { replacementSummary } from '../model/replacementLines';
import { useCastFacts } from '../hooks/useCastFacts';
import { usePointsBreakdown } from '../hooks/useStandings';
import { BreakdownTable } from './BreakdownTable';
import { DraftedItemRow } from './DraftedItemRow';
import { PredictionList } from './PredictionList';
import { REPLACEMENTS_TITLE, ReplacementList } from './ReplacementList';
import { SpoilerNote } from './SpoilerNote';

function Stat({ label, value, strong = false, className }: { label: string; value: number; strong?: boolean; className?: string }) {
  return (
    <div className={cn('rounded-xl px-3 py-2', strong ? 'bg-brand-50 text-brand-900' : 'bg-slate-50 text-slate-900', className)}>
      <dt className="text-xs text-slate-600">{label}</dt>
      <dd className="text-lg font-bold tabular-nums">{value}</dd>
    </div>
  );
}

export function BreakdownDialog({
  showType,
  draftId,
  row,
  youId,
  watchedThrough,
  onClose,
}: {
  showType: ShowType;
  /** One league's points only; without it, every draft of the show. */
  draftId?: string;
  row: LeaderboardRow;
  youId: string | null;
  watchedThrough: number | null;
  onClose: () => void;
}) {
  const { data, isLoading } = usePointsBreakdown(showType, draftId);
  const facts = useCastFacts(showType);
  const player = data?.find((candidate) => candidate.playerId === row.playerId);
  const items = useMemo(() => itemsOfShow(player, showType), [player, showType]);
  const roster = useMemo(() => rosterParts(items), [items]);
  const table = useMemo(() => breakdownTable(items, showType), [items, showType]);
  const summary = player ? showSummary(player, showType) : null;
  const predictions = useMemo(() => (player ? predictionSummary(player, showType, draftId) : null), [player, showType, draftId]);
  const replacements = useMemo(() => (player ? replacementSummary(player, showType, draftId) : null), [player, showType, draftId]);
  const replaced = summary !== null && summary.replacementPoints !== 0;
  const name = playerName(row);
  const drafted = itemsWord(showType);
  const word = table.periodWord;

  return (
    <Dialog
      open
      onClose={onClose}
      title={`${name}${row.playerId === youId ? ' (you)' : ''}: point breakdown`}
      description={`${rankDescription(row)} with ${pointsText(summary?.total ?? row.totalPoints)}.`}
      className="max-h-[calc(100dvh-2rem)] max-w-2xl overflow-y-auto p-5 sm:p-6"
    >
      {isLoading && !player ? (
        <LoadingState label="Loading the breakdown..." className="py-10" />
      ) : !player || !summary ? (
        <p className="text-sm text-slate-500">No points recorded for this player in this show yet.</p>
      ) : (
        <div className="space-y-5">
          <SpoilerNote showType={showType} watchedThrough={watchedThrough} compact />
          <div>
            {/* The parts add up to the total: replacements (0 or less) have their own figure once they cost anything (then three a row: the dialog is narrow). */}
            <dl className={cn('grid grid-cols-2 gap-2', replaced ? 'sm:grid-cols-3' : 'sm:grid-cols-4')}>
              <Stat label="Total" value={summary.total} strong className={cn(replaced && 'col-span-2 sm:col-span-1')} />
              <Stat label={showType === 'amazing_race' ? 'Team points' : 'Drafted'} value={summary.draftPoints} />
              <Stat label="Mini-games" value={summary.miniGamePoints} />
              <Stat label={PREDICTION_TEXTS.column} value={summary.predictionPoints} />
              {replaced && <Stat label={REPLACEMENTS_TITLE} value={summary.replacementPoints} />}
            </dl>
            {summary.rule && (
              <p className="mt-2 text-xs text-slate-500">
                {summary.rule} Here the mini-games add {summary.miniGamePointsCounted}.
              </p>
            )}
          </div>

          <section aria-label={`Drafted ${drafted}`}>
            <h3 className="text-sm font-semibold text-slate-900">Drafted {drafted}</h3>
            {roster.current.length ? (
              <ul className="mt-2 divide-y divide-slate-100 rounded-xl border border-slate-200">
                {roster.current.map((item) => (
                  <DraftedItemRow key={holdingKey(item)} item={item} member={facts.get(item.itemId)} showType={showType} layout="list" />
                ))}
              </ul>
            ) : (
              <p className="mt-2 text-sm text-slate-500">{roster.former.length ? `No ${drafted} on the roster now.` : `No ${drafted} drafted in this show.`}</p>
            )}
            {roster.former.length > 0 && (
              <section aria-label={FORMER_PICKS_TITLE} className="mt-3">
                <h4 className="text-xs font-semibold uppercase tracking-wide text-slate-500">{FORMER_PICKS_TITLE}</h4>
                <p className="mt-0.5 text-xs text-slate-500">{formerPicksNote(showType)}</p>
                <ul className="mt-2 divide-y divide-slate-100 rounded-xl border border-dashed border-slate-200">
                  {roster.former.map((item) => (
                    <DraftedItemRow key={holdingKey(item)} item={item} member={facts.get(item.itemId)} showType={showType} layout="list" />
                  ))}
                </ul>
              </section>
            )}
          </section>

          <section aria-label={`${word === 'week' ? 'Week' : 'Episode'} by ${word}`}>
            <h3 className="mb-2 text-sm font-semibold text-slate-900">{word === 'week' ? 'Week by week' : 'Episode by episode'}</h3>
            <BreakdownTable model={table} caption={`${name}'s points by ${word}`} />
          </section>

          <section aria-label="Mini-games">
            <h3 className="text-sm font-semibold text-slate-900">Mini-games</h3>
            <p className="mt-1 text-sm text-slate-600">
              {player.miniGames.length
                ? `${player.miniGames.length} ${player.miniGames.length === 1 ? 'award' : 'awards'}: ${pointsText(player.miniGamePoints)}.`
                : 'No mini-game points yet.'}
            </p>
          </section>

          {predictions && <PredictionList summary={predictions} showType={showType} />}

          {replacements && <ReplacementList summary={replacements} />}
        </div>
      )}
    </Dialog>
  );
}
