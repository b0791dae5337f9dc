// A show's members: photo, name, number and whether each is still in the game ("Evicted in episode 3"),
// each with Eliminate or Restore and a Photo button that opens the member's photo dialog.
import { Badge, Button, CastPhoto, cn } from '@reality-draft/kit';
import { SHOW_NAMES, type Contestant, type ShowType, type Team } from '@reality-draft/events';
import { Camera, RotateCcw, UserX } from 'lucide-react';
import { useMemo, useState } from 'react';
import { byCastNumber, castMemberLine } from '../model/castMembers';
import { useMemberElimination } from '../hooks/useMemberElimination';
import { CastPhotoDialog } from './CastPhotoDialog';

export function CastMemberList({ showType, members }: { showType: ShowType; members: ReadonlyArray<Team | Contestant> }) {
  const [openId, setOpenId] = useState<string | null>(null);
  const { toggle, pendingId } = useMemberElimination();
  const sorted = useMemo(() => byCastNumber(members), [members]);
  const open = sorted.find((member) => member.id === openId) ?? null;
  if (sorted.length === 0) return null;
  const out = sorted.filter((member) => !member.isActive).length;

  return (
    <div className="mt-4 rounded-lg border border-slate-200">
      <h4 className="flex items-center justify-between gap-2 px-3 py-2 text-sm font-medium text-slate-800">
        Members
        <span className="font-normal text-slate-600">
          {sorted.length - out} in{out > 0 && ` · ${out} out`}
        </span>
      </h4>
      <ul aria-label={`${SHOW_NAMES[showType]} members`} className="max-h-[36rem] divide-y divide-slate-100 overflow-y-auto border-t border-slate-200">
        {sorted.map((member) => {
          const line = castMemberLine(member);
          const isOut = line.state === 'Out';
          const busy = pendingId === member.id;
          return (
            <li key={member.id} data-member={member.id} className={cn('flex items-start gap-2.5 px-3 py-2.5', isOut && 'bg-slate-50')}>
              <CastPhoto member={member} className={cn('mt-0.5 h-9 w-9 shrink-0 rounded-full text-xs', isOut && 'opacity-60 grayscale')} />
              <div className="min-w-0 flex-1">
                <p className={cn('break-words text-sm font-medium leading-snug', isOut ? 'text-slate-500' : 'text-slate-900')}>{line.name}</p>
                <div className="mt-1 flex flex-wrap items-center gap-x-2 gap-y-1.5">
                  <p className="flex items-center gap-1.5 text-xs text-slate-600">
                    <span>{line.number}</span>
                    {isOut ? (
                      <Badge tone="danger" className="px-1.5 py-0 text-[11px]">
                        {line.status}
                      </Badge>
                    ) : (
                      <span>· {line.status}</span>
                    )}
                  </p>
                  <div className="ml-auto flex items-center gap-1">
                    <Button size="sm" variant="ghost" className="px-2" aria-label={`Photo of ${line.name}`} title="Photo" onClick={() => setOpenId(member.id)}>
                      <Camera className="h-4 w-4" aria-hidden />
                    </Button>
                    <Button
                      size="sm"
                      variant="outline"
                      className={cn('min-w-[6.5rem]', !isOut && '!text-rose-700 hover:!bg-rose-50')}
                      aria-label={`${isOut ? 'Restore' : 'Eliminate'} ${line.name}`}
                      busy={busy}
                      disabled={pendingId !== null && !busy}
                      onClick={() => void toggle(member)}
                    >
                      {!busy && (isOut ? <RotateCcw className="h-3.5 w-3.5" aria-hidden /> : <UserX className="h-3.5 w-3.5" aria-hidden />)}
                      {isOut ? 'Restore' : 'Eliminate'}
                    </Button>
                  </div>
                </div>
              </div>
            </li>
          );
        })}
      </ul>
      <CastPhotoDialog showType={showType} member={open} onClose={() => setOpenId(null)} />
    </div>
  );
}
