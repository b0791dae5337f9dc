// One drafted team or contestant with its points: photo, name, round and pick, the out badge once
// eliminated, and when it scored for the player where that was not the whole season ("from episode 2",
// "until episode 1": docs/league.md#rosters). `list` is a row of the point breakdown (points as
// "12 pts"); `tile` a cell of a draft's card on Your Teams (the badge under the pick, the points large).
// A former pick (replaced or traded away) is muted: its points stay the player's.
import { Badge, CastPhoto, castOutLabel, cn } from '@reality-draft/kit';
import type { CastMember, DraftedItemPoints, ShowType } from '@reality-draft/events';
import { heldText, isFormerPick } from '../model/breakdown';
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
  const former = isFormerPick(item);
  const muted = out || former;
  const tile = layout === 'tile';
  const held = heldText(item, showType);
  const pick = (
    <>
      Round {item.round} · Pick #{item.pickNumber}
      {held && (
        <>
          {' · '}
          <span className={cn('font-medium', former ? 'text-slate-600' : 'text-brand-700')}>{held}</span>
        </>
      )}
    </>
  );
  return (
    <li className={cn('flex items-center gap-3', tile ? 'px-4 py-3' : 'px-3 py-2', muted ? 'bg-slate-50' : tile && 'bg-white')}>
      <CastPhoto member={member} name={item.label} className={cn('h-10 w-10 rounded-full text-sm', muted && 'opacity-60 grayscale')} />
      <div className="min-w-0 flex-1">
        <p className={cn('truncate font-medium', tile && 'text-sm', muted ? 'text-slate-500' : 'text-slate-900')}>{item.label}</p>
        {/* A former pick's row says more (until when): its badge goes under the name, as on a tile, to leave the name room. */}
        {tile || former ? (
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
      {!tile && !former && out && <Badge tone="danger">{castOutLabel(showType)}</Badge>}
      {tile ? (
        <span className={cn('shrink-0 text-right text-lg font-bold tabular-nums', muted ? 'text-slate-500' : 'text-slate-900')}>{item.totalPoints}</span>
      ) : (
        <span className={cn('w-14 shrink-0 text-right font-semibold tabular-nums', former ? 'text-slate-500' : 'text-slate-900')}>
          {pointsText(item.totalPoints)}
        </span>
      )}
    </li>
  );
}
