// The finish's points per place, set before 'Award Points' (beyond the spec: 3, 2 and 1 unless changed).
import { AWARD_PLACE_NAMES, MAX_GAME_POINTS, MIN_GAME_POINTS } from '@reality-draft/events';
import { Field } from '@reality-draft/kit';
import type { AwardPointsState } from '../hooks/useAwardPoints';

const PLACES = ['first', 'second', 'third'] as const;

export function AwardPointsFields({ state }: { state: AwardPointsState }) {
  return (
    <fieldset className="space-y-2">
      <legend className="text-sm font-semibold text-slate-900">Points to award</legend>
      <div className="grid grid-cols-3 gap-3">
        {PLACES.map((place, index) => (
          <Field
            key={place}
            label={AWARD_PLACE_NAMES[index]}
            type="number"
            inputMode="numeric"
            min={MIN_GAME_POINTS}
            max={MAX_GAME_POINTS}
            value={state.input[place]}
            aria-invalid={state.problem ? true : undefined}
            onChange={(event) => state.onChange(place, event.target.value)}
          />
        ))}
      </div>
      {state.problem && (
        <p role="alert" className="text-sm text-rose-700">
          {state.problem}
        </p>
      )}
    </fieldset>
  );
}
