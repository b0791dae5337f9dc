// The player's own teams or contestants in one show (docs/player-area.md#your-teams): points, round, pick number, and
// ELIMINATED / EVICTED / VOTED OUT once out of the game (greyed), and when, once the catalogue knows
// the episode or week ("Evicted in episode 3"). Out after what the player has watched: "Out later in the
// season - tap to reveal" (the catalogue's public facts say so; the points answer keeps it in).
// A pick that joined later says since when ("From episode 2"); a former pick (replaced or traded away,
// docs/league.md#rosters) is muted and says until when, its points staying the player's.
import { Badge, CastPhoto, castOutLabel, castOutLine, cn, draftLabel, OutLaterReveal, useGuardedElimination } from '@reality-draft/kit';
import { capitalized, isTeam, type DraftedItemPoints, type PlayerPoints, type ShowType } from '@reality-draft/events';
import { heldText, holdingKey, isFormerPick } from '../model/breakdown';
import type { CastFacts } from '../hooks/useCastFacts';

export interface OwnItem {
  item: DraftedItemPoints;
  draft: PlayerPoints['drafts'][number];
}

export function DraftedItemCard({
  entry,
  showType,
  facts,
  watchedThrough = null,
}: {
  entry: OwnItem;
  showType: ShowType;
  facts: CastFacts;
  /** The player's spoiler guard for the show; null shows everything. */
  watchedThrough?: number | null;
}) {
  const { item, draft } = entry;
  const member = facts.get(item.itemId);
  const number = member ? (isTeam(member) ? member.teamNumber : member.contestantNumber) : null;
  const detail = member && !isTeam(member) ? [member.occupation, member.tribe ? `${member.tribe} tribe` : null].filter(Boolean).join(' · ') : null;
  const { out, later, reveal } = useGuardedElimination(member?.isActive ?? item.isActive, member?.eliminatedIn, watchedThrough);
  const outIn = out && member?.eliminatedIn ? castOutLine(showType, member.eliminatedIn) : null;
  const former = isFormerPick(item);
  const muted = out || former;
  const held = heldText(item, showType);
  return (
    <li
      className={cn(
        'flex flex-col rounded-2xl border p-4',
        former ? 'border-dashed border-slate-300 bg-slate-50' : out ? 'border-slate-200 bg-slate-50 shadow-sm' : 'border-slate-200 bg-white shadow-sm',
      )}
    >
      <div className="flex items-start gap-3">
        <CastPhoto
          member={member}
          name={item.label}
          className={cn('h-14 w-14 rounded-xl text-base ring-1 ring-inset ring-brand-200/60', muted && 'opacity-60 grayscale')}
        />
        <div className="min-w-0 flex-1">
          <div className="flex flex-wrap items-center gap-1.5">
            {member && <span className="text-xs font-medium text-slate-500">{isTeam(member) ? `Team ${number}` : `Contestant ${number}`}</span>}
            {out && (
              <Badge tone="danger" className="font-bold tracking-wide">
                {castOutLabel(showType)}
              </Badge>
            )}
          </div>
          <p className={cn('font-semibold leading-snug', muted ? 'text-slate-500' : 'text-slate-900')}>{item.label}</p>
          {held && <p className={cn('mt-0.5 text-xs font-medium', former ? 'text-slate-600' : 'text-brand-700')}>{capitalized(held)}</p>}
          {outIn && <p className="mt-0.5 text-xs font-medium text-rose-700">{outIn}</p>}
          {later && <OutLaterReveal name={item.label} onReveal={reveal} className="mt-1" />}
          {detail && <p className="mt-0.5 truncate text-xs text-slate-500">{detail}</p>}
        </div>
        <div className="shrink-0 text-right">
          <p className={cn('text-2xl font-bold leading-none tabular-nums', muted ? 'text-slate-500' : 'text-slate-900')}>{item.totalPoints}</p>
          <p className="mt-1 text-xs text-slate-500">{Math.abs(item.totalPoints) === 1 ? 'point' : 'points'}</p>
        </div>
      </div>
      <div className="mt-3 flex flex-wrap items-center gap-x-3 gap-y-1 border-t border-slate-100 pt-3 text-xs text-slate-600">
        <span>
          Round <span className="font-semibold text-slate-900">{item.round}</span>
        </span>
        <span>
          Pick <span className="font-semibold text-slate-900">#{item.pickNumber}</span>
        </span>
        <span className="ml-auto text-slate-500">{draftLabel(draft)}</span>
      </div>
    </li>
  );
}

export function DraftedItemCards({
  entries,
  showType,
  facts,
  watchedThrough,
  className,
}: {
  entries: OwnItem[];
  showType: ShowType;
  facts: CastFacts;
  watchedThrough?: number | null;
  className?: string;
}) {
  return (
    <ul className={cn('grid gap-3 sm:grid-cols-2 xl:grid-cols-3', className)}>
      {entries.map((entry) => (
        <DraftedItemCard
          key={`${entry.draft.draftId}:${holdingKey(entry.item)}`}
          entry={entry}
          showType={showType}
          facts={facts}
          watchedThrough={watchedThrough}
        />
      ))}
    </ul>
  );
}
