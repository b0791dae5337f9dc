// One show's cast, its tools (each saying what it does), and its members with Eliminate / Restore
// and their photos.
import { Button, cn, ShowIcon } from '@reality-draft/kit';
import { SHOW_NAMES, type ShowType } from '@reality-draft/events';
import { DatabaseZap, Eraser } from 'lucide-react';
import { toolsForShow, type CastToolSpec } from '../model/castTools';
import type { ShowCast } from '../hooks/useCastOverview';
import { CastMemberList } from './CastMemberList';
import { CastStatus } from './CastStatus';

interface Props {
  showType: ShowType;
  cast: ShowCast;
  running: string | null;
  onRun: (spec: CastToolSpec) => void;
}

export function ShowCastPanel({ showType, cast, running, onRun }: Props) {
  return (
    <section aria-label={`${SHOW_NAMES[showType]} cast`} className="flex min-w-0 flex-col rounded-xl border border-slate-200 p-4">
      <div className="flex items-center gap-2">
        <span aria-hidden className="flex h-8 w-8 items-center justify-center rounded-lg bg-slate-100 text-slate-600">
          <ShowIcon showType={showType} className="h-4 w-4" />
        </span>
        <h3 className="font-semibold text-slate-900">{SHOW_NAMES[showType]}</h3>
      </div>
      <div className="mt-2 min-h-6">
        <CastStatus showType={showType} cast={cast} />
      </div>
      <div className="mt-4 grid gap-3">
        {toolsForShow(showType).map((spec) => {
          const Icon = spec.kind === 'seed' ? DatabaseZap : Eraser;
          const busy = running === spec.tool;
          const doesId = `tool-does-${spec.tool}`;
          return (
            <div key={spec.tool}>
              <Button
                size="sm"
                variant="outline"
                className={cn('w-full', spec.confirm && '!text-rose-700 hover:!bg-rose-50')}
                disabled={running !== null && !busy}
                busy={busy}
                aria-describedby={doesId}
                onClick={() => onRun(spec)}
              >
                {!busy && <Icon className="h-3.5 w-3.5" aria-hidden />}
                {spec.label}
              </Button>
              <p id={doesId} className="mt-1 text-xs leading-snug text-slate-500">
                {spec.does}
              </p>
            </div>
          );
        })}
      </div>
      <CastMemberList showType={showType} members={cast.members} />
    </section>
  );
}
