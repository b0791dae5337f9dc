// A show's cast count with a 'Demo cast' (or 'From file') badge.
import { Badge, Spinner } from '@reality-draft/kit';
import type { ShowType } from '@reality-draft/events';
import { castCountText } from '../model/castSummary';
import type { ShowCast } from '../hooks/useCastOverview';

const NOUNS: Record<ShowType, { one: string; many: string }> = {
  amazing_race: { one: 'team', many: 'teams' },
  big_brother: { one: 'contestant', many: 'contestants' },
  survivor: { one: 'contestant', many: 'contestants' },
};

export function CastStatus({ showType, cast }: { showType: ShowType; cast: ShowCast }) {
  const { summary, isLoading, failed } = cast;
  if (isLoading) return <Spinner className="h-4 w-4 text-slate-400" />;
  if (failed || !summary) return <p className="text-sm text-slate-500">Cast unavailable</p>;
  if (summary.count === 0) {
    return (
      <div className="flex flex-wrap items-center gap-2">
        <p className="text-sm text-slate-500">No cast loaded</p>
      </div>
    );
  }
  return (
    <div className="flex flex-wrap items-center gap-2">
      <p className="text-sm font-medium text-slate-700">
        {castCountText(summary, NOUNS[showType])}
        {summary.season !== null && <span className="font-normal text-slate-500"> · Season {summary.season}</span>}
      </p>
      {summary.demo ? <Badge tone="warning">Demo cast</Badge> : <Badge tone="success">From file</Badge>}
    </div>
  );
}
