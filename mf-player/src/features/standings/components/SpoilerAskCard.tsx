// The spoiler guard asked first (issue 19 §6): once a week or episode of a show is scored, before
// its first total, how far the player has watched it. "I'm caught up" counts everything; "Watched
// through episode N" counts up to N, N one of the scored ones (or none yet). The answer is kept
// (server-side, per show), never asked again, and changed later in the spoiler guard.
import { Button, Card, errorMessage, SelectField, ShowIcon, toast } from '@reality-draft/kit';
import { CAUGHT_UP_TEXT, SHOW_NAMES, watchedThroughText, type ShowType } from '@reality-draft/events';
import { useId, useState } from 'react';
import { periodWord } from '../model/spoilerNote';
import { useSetSpoilerGuardMutation } from '../api/standingsApi';

const NOT_SAVED = 'Could not save how far you have watched. Please try again.';

/** `scored`: the show's weeks or episodes with results, ascending (the question is asked once there is one). */
export function SpoilerAskCard({ showType, scored }: { showType: ShowType; scored: readonly number[] }) {
  const [save, { isLoading: saving, originalArgs }] = useSetSpoilerGuardMutation();
  const [through, setThrough] = useState(scored[0] ?? 0);
  const headingId = useId();
  const word = periodWord(showType);
  const show = SHOW_NAMES[showType];
  const options = [0, ...scored].map((period) => ({
    value: String(period),
    label: period === 0 ? `None yet` : `${word === 'week' ? 'Week' : 'Episode'} ${period}`,
  }));

  const answer = async (watchedThrough: number | null) => {
    try {
      await save({ showType, watchedThrough }).unwrap();
    } catch (error) {
      toast({ title: 'Spoiler Guard Not Saved', description: errorMessage(error, NOT_SAVED), variant: 'destructive' });
    }
  };
  const busy = (watchedThrough: number | null) => saving && originalArgs?.watchedThrough === watchedThrough;

  return (
    <Card role="region" aria-labelledby={headingId} className="p-5 sm:p-6">
      <div className="flex items-start gap-3">
        <span aria-hidden className="flex h-10 w-10 shrink-0 items-center justify-center rounded-xl bg-amber-50 text-amber-700">
          <ShowIcon showType={showType} />
        </span>
        <div className="min-w-0">
          <h2 id={headingId} className="text-base font-semibold text-slate-900">
            How far have you watched {show}?
          </h2>
          <p className="mt-1 text-sm text-slate-600">
            No spoilers: we count only the {word}s you have seen before showing any total. You can change this later in your spoiler guard.
          </p>
        </div>
      </div>
      <div className="mt-5 flex flex-col gap-3 sm:flex-row sm:items-end">
        <Button className="sm:order-last sm:ml-auto" onClick={() => void answer(null)} busy={busy(null)} disabled={saving}>
          {CAUGHT_UP_TEXT}
        </Button>
        <div className="flex flex-col gap-2 sm:flex-row sm:items-end">
          <SelectField
            label={`Last ${word} you watched`}
            options={options}
            value={String(through)}
            disabled={saving}
            onChange={(event) => setThrough(Number(event.target.value))}
            className="w-full sm:w-56"
          />
          <Button variant="outline" onClick={() => void answer(through)} busy={busy(through)} disabled={saving}>
            {through === 0 ? `Hide every ${word}` : watchedThroughText(showType, through)}
          </Button>
        </div>
      </div>
    </Card>
  );
}
