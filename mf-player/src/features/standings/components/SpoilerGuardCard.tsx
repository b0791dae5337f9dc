// The per-show spoiler guard: "Watched through week / episode N". Saving it makes the server count
// only what aired up to N on every answer this player gets; the page refetches and says so.
import { Card, CardBody, CardHeader, errorMessage, SelectField, toast } from '@reality-draft/kit';
import { SHOW_NAMES, type ShowType } from '@reality-draft/events';
import { ShieldCheck } from 'lucide-react';
import { EVERYTHING, parseWatched, periodWord, watchedOptions } from '../api/spoilerNote';
import { useSetSpoilerGuardMutation, useSpoilerGuardQuery } from '../api/standingsApi';
import { SpoilerNote } from './SpoilerNote';

export function SpoilerGuardCard({ showType }: { showType: ShowType }) {
  const { data: guard, isLoading } = useSpoilerGuardQuery();
  const [save, { isLoading: saving }] = useSetSpoilerGuardMutation();
  const watchedThrough = guard?.[showType] ?? null;
  const word = periodWord(showType);

  const onChange = async (value: string) => {
    try {
      await save({ showType, watchedThrough: parseWatched(value) }).unwrap();
    } catch (error) {
      toast({ title: 'Spoiler Guard Not Saved', description: errorMessage(error, 'Could not save your spoiler guard. Please try again.'), variant: 'destructive' });
    }
  };

  return (
    <Card>
      <CardHeader
        icon={<ShieldCheck className="h-5 w-5" />}
        title="Spoiler guard"
        description={`Behind on ${SHOW_NAMES[showType]}? Count only the ${word}s you've watched: every total, chart and breakdown on your pages follows.`}
      />
      <CardBody className="space-y-3 pt-4 sm:pt-4">
        <SelectField
          label="Watched through"
          options={watchedOptions(showType)}
          value={watchedThrough === null ? EVERYTHING : String(watchedThrough)}
          disabled={isLoading || saving}
          aria-busy={saving || undefined}
          onChange={(event) => void onChange(event.target.value)}
          className="max-w-xs"
        />
        <SpoilerNote showType={showType} watchedThrough={watchedThrough} withHint />
      </CardBody>
    </Card>
  );
}
