// Saves a points dialog: validation toasts first (spec 01 §5), then one call per placed team or winner,
// one after another, stopping at the first failure with 'Failed to save points: ' and the server's
// message (spec 01 §7, §8). Re-saving is safe: the same key entered again replaces its value.
import { toast } from '@reality-draft/kit';
import type { ShowType } from '@reality-draft/events';
import { useCallback, useState } from 'react';
import { useDispatch } from 'react-redux';
import { pointsApi, pointsChanged } from '../api/pointsApi';
import {
  buildSavePlan,
  pointsFormProblem,
  runSavePlan,
  saveFailureToast,
  saveSuccessToast,
  type PointsForm,
  type SaveStep,
  type StepResult,
} from '../api/pointsForm';
import type { PointEntry } from '../api/types';

export function useSavePoints(show: ShowType) {
  const dispatch = useDispatch();
  const [enterTeam] = pointsApi.useEnterTeamPointsMutation();
  const [enterContestant] = pointsApi.useEnterContestantPointsMutation();
  const [saving, setSaving] = useState(false);

  const send = useCallback(
    async (step: SaveStep): Promise<StepResult<PointEntry>> => {
      const result = step.kind === 'team' ? await enterTeam(step.body) : await enterContestant(step.body);
      return result.error || !result.data ? { ok: false, error: result.error } : { ok: true, value: result.data };
    },
    [enterTeam, enterContestant],
  );

  /** True when every entry was saved. */
  const save = useCallback(
    async (form: PointsForm): Promise<boolean> => {
      const problem = pointsFormProblem(show, form);
      if (problem) {
        toast(problem);
        return false;
      }
      setSaving(true);
      try {
        const { saved, failure } = await runSavePlan(buildSavePlan(show, form), send);
        if (saved.length > 0) dispatch(pointsChanged());
        if (failure) {
          toast(saveFailureToast(failure.error));
          return false;
        }
        toast(saveSuccessToast(show, form.period!, saved));
        return true;
      } finally {
        setSaving(false);
      }
    },
    [show, send, dispatch],
  );

  return { save, saving };
}
