// A player's prediction for the period predicted now: the cast still in, "Save prediction", their pick once
// saved, and the server's refusal (409 locked, 422 already out) inline.
import { PERIODS, type PredictionPeriod } from '@reality-draft/events';
import { Button, ErrorNotice, errorMessage, SelectField } from '@reality-draft/kit';
import { Check } from 'lucide-react';
import { useState } from 'react';
import { useMakePredictionMutation } from '../api/predictionsApi';
import type { CastChoice } from '../model/predictionView';

const NONE = '';

export function PredictionForm({ period, choices, castLoading }: { period: PredictionPeriod; choices: readonly CastChoice[]; castLoading: boolean }) {
  const [picked, setPicked] = useState<string | null>(null);
  const [save, saving] = useMakePredictionMutation();
  const mine = period.mine;
  const choice = picked ?? mine?.itemId ?? NONE;
  // The saved pick stays listed even if the cast read has not caught up with it.
  const options = mine && !choices.some((option) => option.value === mine.itemId) ? [{ value: mine.itemId, label: mine.label }, ...choices] : choices;
  const unchanged = choice === (mine?.itemId ?? NONE);

  return (
    <form
      aria-label={`Your prediction for ${PERIODS[period.showType].word} ${period.period}`}
      className="space-y-3"
      onSubmit={(event) => {
        event.preventDefault();
        if (choice === NONE || unchanged) return;
        void save({ draftId: period.draftId, period: period.period, itemId: choice }).then((result) => {
          if (!result.error) setPicked(null);
        });
      }}
    >
      <div className="flex flex-col gap-3 sm:flex-row sm:items-end">
        <SelectField
          label="Your prediction"
          className="min-w-0 flex-1"
          value={choice}
          disabled={castLoading}
          onChange={(event) => {
            setPicked(event.target.value);
            saving.reset();
          }}
          options={[{ value: NONE, label: castLoading ? 'Loading the cast...' : 'Choose someone still in' }, ...options]}
        />
        <Button type="submit" busy={saving.isLoading} disabled={choice === NONE || unchanged}>
          Save prediction
        </Button>
      </div>
      <p aria-live="polite" className="text-sm text-slate-700">
        {mine ? (
          <span className="inline-flex items-center gap-1.5">
            <Check className="h-4 w-4 text-emerald-600" aria-hidden />
            Your pick: <span className="font-semibold text-slate-900">{mine.label}</span>
          </span>
        ) : (
          <span className="text-slate-500">No prediction yet.</span>
        )}
      </p>
      {saving.error ? <ErrorNotice>{errorMessage(saving.error, 'Your prediction could not be saved. Please try again.')}</ErrorNotice> : null}
    </form>
  );
}
