// One drafted team or contestant with its points: photo, name, round and pick, the out badge once
// eliminated. `list` is a row of the point breakdown (points as "12 pts"); `tile` a cell of a draft's
// card on Your Teams (the badge under the pick, the points large).
import { Badge, CastPhoto, castOutLabel, cn } from '@reality-draft/kit';
import type { CastMember, DraftedItemPoints, ShowType } from '@reality-draft/events';
import { pointsText } from '../model/itemWords';

export function DraftedItemRow({
  item,
  member,
  showType,
  layout,
}: {
  item: DraftedItemPoints;
  member: CastMember | undefined;
  showType: ShowType;
  layout: 'list' | 'tile';
}) {
  const out = !item.isActive;
  const tile = layout === 'tile';
  const pick = (
    <>
      Round {item.round} · Pick #{item.pickNumber}
    </>
  );
  return (
    <li className={cn('flex items-center gap-3', tile ? 'bg-white px-4 py-3' : 'px-3 py-2', out && 'bg-slate-50')}>
      <CastPhoto member={member} name={item.label} className={cn('h-10 w-10 rounded-full text-sm', out && 'opacity-60 grayscale')} />
      <div className="min-w-0 flex-1">
        <p className={cn('truncate font-medium', tile && 'text-sm', out ? 'text-slate-500' : 'text-slate-900')}>{item.label}</p>
        {tile ? (
          <p className="mt-0.5 flex flex-wrap items-center gap-x-2 gap-y-1 text-xs text-slate-500">
            <span>{pick}</span>
            {out && (
              <Badge tone="danger" className="px-2 py-0 text-[11px]">
                {castOutLabel(showType)}
              </Badge>
            )}
          </p>
        ) : (
          <p className="text-xs text-slate-500">{pick}</p>
        )}
      </div>
      {!tile && out && <Badge tone="danger">{castOutLabel(showType)}</Badge>}
      {tile ? (
        <span className={cn('shrink-0 text-right text-lg font-bold tabular-nums', out ? 'text-slate-500' : 'text-slate-900')}>{item.totalPoints}</span>
      ) : (
        <span className="w-14 shrink-0 text-right font-semibold tabular-nums text-slate-900">{pointsText(item.totalPoints)}</span>
      )}
    </li>
  );
}
