// Saves a points dialog: validation toasts first (docs/scoring.md#points-dialog), then one PUT that makes the period's
// entries exactly what the dialog shows (the server removes, corrects, adds, leaves the rest alone),
// then who went out with the period and who comes back, through the catalogue's eliminate routes.
// A failure says why ('Failed to save points: ' and the server's message, docs/scoring.md#saving-points).
import { toast, useSetContestantEliminatedMutation, useSetTeamEliminatedMutation } from '@reality-draft/kit';
import type { ShowType } from '@reality-draft/events';
import { useCallback, useState } from 'react';
import { outChanges, periodRequest } from '../model/periodForm';
import { pointsApi } from '../api/pointsApi';
import { nothingToSaveToast, pointsFormProblem, saveFailureToast, saveSuccessToast, type PointsForm } from '../model/pointsForm';
import type { Subject } from '../model/totalsGrid';
import type { PeriodChange } from '../model/types';

export interface SaveContext {
  subjects: readonly Subject[];
  /** The period has saved entries (so saving it with no winners clears it). */
  periodHasEntries: boolean;
  /** What the server's preview says the save changes (null while it is not known). */
  changes: readonly PeriodChange[] | null;
}

export function useSavePoints(show: ShowType) {
  const [replacePeriod] = pointsApi.useReplacePeriodMutation();
  const [setTeamEliminated] = useSetTeamEliminatedMutation();
  const [setContestantEliminated] = useSetContestantEliminatedMutation();
  const [saving, setSaving] = useState(false);
  const setEliminated = show === 'amazing_race' ? setTeamEliminated : setContestantEliminated;

  /** True when the period was saved (or already stood as shown). */
  const save = useCallback(
    async (form: PointsForm, { subjects, periodHasEntries, changes }: SaveContext): Promise<boolean> => {
      const problem = pointsFormProblem(show, form, periodHasEntries);
      if (problem || form.period === null) {
        toast(problem!);
        return false;
      }
      const period = form.period;
      const out = outChanges(subjects, form);
      if (changes?.length === 0 && out.eliminate.length + out.restore.length === 0) {
        toast(nothingToSaveToast(show, period));
        return false;
      }
      setSaving(true);
      try {
        const saved = await replacePeriod({ show, period, body: periodRequest(show, form) });
        if (saved.error || !saved.data) {
          toast(saveFailureToast(saved.error));
          return false;
        }
        for (const [members, eliminated] of [
          [out.eliminate, true],
          [out.restore, false],
        ] as const) {
          for (const member of members) {
            const result = await setEliminated({ id: member.id, eliminated, ...(eliminated && { period }) });
            if (result.error) {
              toast(saveFailureToast(result.error));
              return false;
            }
          }
        }
        toast(saveSuccessToast(show, saved.data, { eliminated: out.eliminate.length, restored: out.restore.length }));
        return true;
      } finally {
        setSaving(false);
      }
    },
    [show, replacePeriod, setEliminated],
  );

  return { save, saving };
}
