// The points dialog's form for one period: choosing a week or episode loads what is saved for it (the
// form waits, disabled, until it has), and every change of the form asks the server what saving it
// would change (a preview, a moment after the last change).
import { skipToken } from '@reduxjs/toolkit/query/react';
import type { ShowType } from '@reality-draft/events';
import { useEffect, useMemo, useState } from 'react';
import { formFromEntries, periodRequest } from '../model/periodForm';
import { pointsApi } from '../api/pointsApi';
import { emptyPointsForm, pointsFormProblem, type PointsForm } from '../model/pointsForm';
import type { Subject } from '../model/totalsGrid';
import { useSettled } from './useSettled';

export function usePeriodForm(show: ShowType, subjects: readonly Subject[], open: boolean) {
  const [form, setForm] = useState<PointsForm>(() => emptyPointsForm(show));
  const [loadedFor, setLoadedFor] = useState<number | null>(null);
  const period = form.period;
  const saved = pointsApi.usePeriodEntriesQuery(open && period !== null ? { show, period } : skipToken, { refetchOnMountOrArgChange: true });

  useEffect(() => {
    if (!open) return;
    setForm(emptyPointsForm(show));
    setLoadedFor(null);
  }, [open, show]);

  const answer = saved.data?.showType === show && saved.data.period === period && !saved.isFetching ? saved.data : undefined;
  useEffect(() => {
    if (period === null || loadedFor === period || !answer) return;
    setForm(formFromEntries(show, period, answer.entries, subjects));
    setLoadedFor(period);
  }, [show, period, loadedFor, answer, subjects]);

  const loading = period !== null && loadedFor !== period;
  const periodHasEntries = loadedFor === period && (saved.data?.entries.length ?? 0) > 0;
  const request = useMemo(
    () => (period === null || loading || pointsFormProblem(show, form, periodHasEntries) ? null : { show, period, body: periodRequest(show, form) }),
    [show, period, loading, form, periodHasEntries],
  );
  const requestKey = JSON.stringify(request);
  const settled = useSettled(request, requestKey);
  const preview = pointsApi.usePreviewPeriodQuery(settled ?? skipToken);
  /** The preview answers the form as it is now. */
  const current = request !== null && JSON.stringify(settled) === requestKey && !preview.isFetching && !preview.error;

  return {
    form,
    setForm,
    loading,
    loadFailed: Boolean(saved.error) && loading,
    periodHasEntries,
    /** What the save would change, while the form can be saved; null while it is being worked out. */
    changes: current ? (preview.data?.changes ?? null) : null,
    previewing: request !== null && !current && !preview.error,
    previewError: request !== null ? preview.error : undefined,
  };
}
