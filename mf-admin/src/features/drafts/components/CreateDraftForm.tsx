// Create a draft: show, draft date and the turn time limit in seconds.
import { Button, Field, SelectField } from '@reality-draft/kit';
import type { ShowType } from '@reality-draft/events';
import { Plus } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import {
  createDraftProblem,
  initialCreateDraftForm,
  MAX_TURN_SECONDS,
  MIN_TURN_SECONDS,
  SHOW_OPTIONS,
  type CreateDraftForm as Form,
} from '../api/createDraftForm';
import { useCreateDraft } from '../hooks/useCreateDraft';

export function CreateDraftForm() {
  const [form, setForm] = useState<Form>(() => initialCreateDraftForm());
  const { createDraft, isCreating } = useCreateDraft();
  const problem = createDraftProblem(form);
  const update = (patch: Partial<Form>) => setForm((current) => ({ ...current, ...patch }));

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (problem || isCreating) return;
    await createDraft(form);
  };

  return (
    <form onSubmit={(event) => void submit(event)} aria-label="Create a draft" className="rounded-xl bg-slate-50 p-4 ring-1 ring-inset ring-slate-200 sm:p-5">
      <h3 className="text-sm font-semibold text-slate-900">Create a Draft</h3>
      <div className="mt-3 grid gap-3 sm:grid-cols-2 lg:grid-cols-[1fr_1fr_1fr_auto] lg:items-end">
        <SelectField label="Show" options={SHOW_OPTIONS} value={form.showType} onChange={(event) => update({ showType: event.target.value as ShowType })} />
        <Field label="Draft Date" type="date" required value={form.draftDate} onChange={(event) => update({ draftDate: event.target.value })} />
        <Field
          label="Turn Time Limit"
          labelNote="(seconds)"
          type="number"
          inputMode="numeric"
          min={MIN_TURN_SECONDS}
          max={MAX_TURN_SECONDS}
          step={1}
          required
          value={form.turnTimeLimit}
          onChange={(event) => update({ turnTimeLimit: event.target.value })}
        />
        <Button type="submit" className="w-full sm:col-span-2 lg:col-span-1 lg:w-auto" disabled={Boolean(problem)} busy={isCreating}>
          {!isCreating && <Plus className="h-4 w-4" aria-hidden />}
          Create Draft
        </Button>
      </div>
      {problem && form.turnTimeLimit !== '' && (
        <p role="alert" className="mt-2 text-xs text-rose-600">
          {problem}
        </p>
      )}
    </form>
  );
}
