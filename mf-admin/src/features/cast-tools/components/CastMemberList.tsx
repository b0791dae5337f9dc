// A show's members, folded away until asked for: photo, name, number and whether each is still in,
// with a Photo button that opens the member's photo dialog.
import { Badge, Button, CastPhoto } from '@reality-draft/kit';
import { SHOW_NAMES, type Contestant, type ShowType, type Team } from '@reality-draft/events';
import { Camera, ChevronDown } from 'lucide-react';
import { useMemo, useState } from 'react';
import { byCastNumber, castMemberLine } from '../api/castMembers';
import { CastPhotoDialog } from './CastPhotoDialog';

export function CastMemberList({ showType, members }: { showType: ShowType; members: ReadonlyArray<Team | Contestant> }) {
  const [openId, setOpenId] = useState<string | null>(null);
  const sorted = useMemo(() => byCastNumber(members), [members]);
  const open = sorted.find((member) => member.id === openId) ?? null;
  if (sorted.length === 0) return null;

  return (
    <details className="group mt-4 rounded-lg border border-slate-200">
      <summary className="flex cursor-pointer list-none items-center justify-between gap-2 rounded-lg px-3 py-2 text-sm font-medium text-slate-800 hover:bg-slate-50 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-brand-500 [&::-webkit-details-marker]:hidden">
        <span>
          Members and photos <span className="font-normal text-slate-600">({sorted.length})</span>
        </span>
        <ChevronDown className="h-4 w-4 text-slate-500 transition group-open:rotate-180" aria-hidden />
      </summary>
      <ul aria-label={`${SHOW_NAMES[showType]} members`} className="max-h-96 divide-y divide-slate-100 overflow-y-auto border-t border-slate-200">
        {sorted.map((member) => {
          const line = castMemberLine(member);
          return (
            <li key={member.id} className="flex items-center gap-3 px-3 py-2">
              <CastPhoto member={member} className="h-9 w-9 rounded-full text-xs" />
              <div className="min-w-0 flex-1">
                <p className="truncate text-sm font-medium text-slate-900">{line.name}</p>
                <p className="flex items-center gap-1.5 text-xs text-slate-600">
                  {line.number}
                  {line.state === 'Out' ? (
                    <Badge tone="danger" className="px-1.5 py-0 text-[11px]">
                      Out
                    </Badge>
                  ) : (
                    <span>· Active</span>
                  )}
                </p>
              </div>
              <Button size="sm" variant="outline" aria-label={`Photo of ${line.name}`} onClick={() => setOpenId(member.id)}>
                <Camera className="h-3.5 w-3.5" aria-hidden />
                Photo
              </Button>
            </li>
          );
        })}
      </ul>
      <CastPhotoDialog showType={showType} member={open} onClose={() => setOpenId(null)} />
    </details>
  );
}
