// The per-show spoiler guard: "Watched through week / episode N", N one of the scored ones. Saving it
// makes the server count only what aired up to N on every answer this player gets; the page refetches and says so.
import { Card, errorMessage, IconTile, SelectField, toast } from '@reality-draft/kit';
import { scoredPeriodsOf, SHOW_NAMES, type ShowType } from '@reality-draft/events';
import { ShieldCheck } from 'lucide-react';
import { EVERYTHING, parseWatched, periodWord, watchedOptions } from '../model/spoilerNote';
import { useSetSpoilerGuardMutation, useSpoilerGuardQuery } from '../api/standingsApi';
import { useScoredPeriods } from '../hooks/useStandings';
import { SpoilerNote } from './SpoilerNote';

export function SpoilerGuardCard({ showType }: { showType: ShowType }) {
  const { data: guard, isLoading } = useSpoilerGuardQuery();
  const [save, { isLoading: saving }] = useSetSpoilerGuardMutation();
  const { data: scored } = useScoredPeriods();
  const watchedThrough = guard?.[showType] ?? null;
  const word = periodWord(showType);

  const onChange = async (value: string) => {
    try {
      await save({ showType, watchedThrough: parseWatched(value) }).unwrap();
    } catch (error) {
      toast({
        title: 'Spoiler Guard Not Saved',
        description: errorMessage(error, 'Could not save your spoiler guard. Please try again.'),
        variant: 'destructive',
      });
    }
  };

  return (
    <Card className="p-5 sm:p-6">
      <div className="flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between">
        <div className="flex min-w-0 items-start gap-3">
          <IconTile>
            <ShieldCheck className="h-5 w-5" />
          </IconTile>
          <div className="min-w-0">
            <h2 className="text-base font-semibold text-slate-900">Spoiler guard</h2>
            <p className="mt-1 text-sm text-slate-500">
              Behind on {SHOW_NAMES[showType]}? Count only the {word}s you've watched: every total, chart and breakdown on your pages follows.
            </p>
          </div>
        </div>
        <SelectField
          label="Watched through"
          options={watchedOptions(showType, scoredPeriodsOf(scored, showType), watchedThrough)}
          value={watchedThrough === null ? EVERYTHING : String(watchedThrough)}
          disabled={isLoading || saving}
          aria-busy={saving || undefined}
          onChange={(event) => void onChange(event.target.value)}
          className="w-full shrink-0 sm:w-64"
        />
      </div>
      <SpoilerNote showType={showType} watchedThrough={watchedThrough} withHint className="mt-4" />
    </Card>
  );
}
