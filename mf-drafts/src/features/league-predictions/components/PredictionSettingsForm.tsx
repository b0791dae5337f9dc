// The league admin's prediction rules: points per correct prediction (0-10) and, optionally, a time the
// current period's predictions lock (typed in the admin's own zone, sent with its offset).
import { PERIODS, PREDICTION_POINTS_MAX, type PredictionPeriod, type ShowType } from '@reality-draft/events';
import { Button, ErrorNotice, errorMessage, Field } from '@reality-draft/kit';
import { Settings2 } from 'lucide-react';
import { useState } from 'react';
import { PanelForm } from '../../../components/PanelForm';
import { useSetPredictionSettingsMutation } from '../api/predictionsApi';
import { lockInputValue, settingsRequest } from '../model/predictionView';

export interface PredictionSettingsFormProps {
  draftId: string;
  showType: ShowType;
  pointsPerCorrect: number;
  /** The period predicted now (null: the season is over, no lock to set). */
  current: Pick<PredictionPeriod, 'period' | 'locksAt' | 'locked'> | null;
}

export function PredictionSettingsForm({ draftId, showType, pointsPerCorrect, current }: PredictionSettingsFormProps) {
  const [points, setPoints] = useState(String(pointsPerCorrect));
  const [lock, setLock] = useState(() => lockInputValue(current?.locksAt ?? null));
  const [problem, setProblem] = useState<string | null>(null);
  const [saved, setSaved] = useState(false);
  const [save, saving] = useSetPredictionSettingsMutation();
  const zone = Intl.DateTimeFormat().resolvedOptions().timeZone;
  const lockable = current && !current.locked ? current : null;
  const changed = () => {
    setSaved(false);
    setProblem(null);
    saving.reset();
  };

  return (
    <PanelForm
      aria-label="Prediction settings"
      onSubmit={() => {
        const built = settingsRequest({ points, lock }, lockable);
        setProblem(built.problem);
        if (!built.request) return;
        void save({ draftId, ...built.request }).then((result) => setSaved(!result.error));
      }}
    >
      <h3 className="flex items-center gap-2 text-sm font-semibold text-slate-900">
        <Settings2 className="h-4 w-4 text-slate-500" aria-hidden />
        League settings
      </h3>
      <div className="grid gap-3 sm:grid-cols-2">
        <Field
          label="Points per correct prediction"
          type="number"
          inputMode="numeric"
          min={0}
          max={PREDICTION_POINTS_MAX}
          step={1}
          value={points}
          onChange={(event) => {
            setPoints(event.target.value);
            changed();
          }}
        />
        {lockable && (
          <Field
            label={`Lock time for ${PERIODS[showType].word} ${lockable.period}`}
            labelNote="(optional)"
            type="datetime-local"
            value={lock}
            hint={`Your time zone: ${zone}. Empty: predictions lock when the elimination is entered.`}
            onChange={(event) => {
              setLock(event.target.value);
              changed();
            }}
          />
        )}
      </div>
      <div className="flex flex-wrap items-center gap-3">
        <Button type="submit" size="sm" busy={saving.isLoading}>
          Save settings
        </Button>
        <p aria-live="polite" className="text-sm text-emerald-700">
          {saved ? 'Settings saved.' : ''}
        </p>
      </div>
      {problem && <ErrorNotice>{problem}</ErrorNotice>}
      {saving.error ? <ErrorNotice>{errorMessage(saving.error, 'The settings could not be saved. Please try again.')}</ErrorNotice> : null}
    </PanelForm>
  );
}
