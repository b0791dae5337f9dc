// Create a draft: an optional league name, show, draft date, the turn time limit in seconds and, optionally, a start time on
// that date in the admin's zone (the draft then starts by itself). A show with no cast loaded cannot
// be drafted (the server refuses it too): the form says so and waits for a cast.
import { Button, Field, SelectField, useContestantsQuery, useSurvivorContestantsQuery, useTeamsQuery } from '@reality-draft/kit';
import { noCastToDraft, type ShowType } from '@reality-draft/events';
import { Plus } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import {
  createDraftProblem,
  initialCreateDraftForm,
  MAX_LEAGUE_NAME_LENGTH,
  MAX_TURN_SECONDS,
  MIN_TURN_SECONDS,
  SHOW_OPTIONS,
  type CreateDraftForm as Form,
} from '../model/createDraftForm';
import { useCreateDraft } from '../hooks/useCreateDraft';

/** Whether the show has a cast to draft from; undefined while its cast is loading. */
function useHasCast(showType: ShowType): boolean | undefined {
  const teams = useTeamsQuery(undefined, { skip: showType !== 'amazing_race' });
  const contestants = useContestantsQuery(undefined, { skip: showType !== 'big_brother' });
  const castaways = useSurvivorContestantsQuery(undefined, { skip: showType !== 'survivor' });
  const cast = { amazing_race: teams.data, big_brother: contestants.data, survivor: castaways.data }[showType];
  return cast && cast.length > 0;
}

export function CreateDraftForm() {
  const [form, setForm] = useState<Form>(() => initialCreateDraftForm());
  const { createDraft, isCreating } = useCreateDraft();
  const noCast = useHasCast(form.showType) === false;
  const problem = createDraftProblem(form) ?? (noCast ? noCastToDraft(form.showType) : null);
  const update = (patch: Partial<Form>) => setForm((current) => ({ ...current, ...patch }));
  const zone = Intl.DateTimeFormat().resolvedOptions().timeZone;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (problem || isCreating) return;
    await createDraft(form);
  };

  return (
    <form onSubmit={(event) => void submit(event)} aria-label="Create a draft" className="rounded-xl bg-slate-50 p-4 ring-1 ring-inset ring-slate-200 sm:p-5">
      <h3 className="text-sm font-semibold text-slate-900">Create a Draft</h3>
      <div className="mt-3 grid gap-3 sm:grid-cols-2 lg:grid-cols-[1fr_1fr_1fr_1fr_auto] lg:items-start">
        <Field
          label="League Name"
          labelNote="(optional)"
          className="sm:col-span-2 lg:col-span-5"
          maxLength={MAX_LEAGUE_NAME_LENGTH}
          autoComplete="off"
          placeholder={`${SHOW_OPTIONS.find((option) => option.value === form.showType)?.label} #123456`}
          value={form.name}
          onChange={(event) => update({ name: event.target.value })}
        />
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
        <Field
          label="Start Time"
          labelNote="(optional)"
          type="time"
          step={60}
          value={form.startTime}
          onChange={(event) => update({ startTime: event.target.value })}
          hint={`Starts by itself then. ${zone} time.`}
        />
        <Button type="submit" className="w-full sm:col-span-2 lg:col-span-1 lg:mt-7 lg:w-auto" disabled={Boolean(problem)} busy={isCreating}>
          {!isCreating && <Plus className="h-4 w-4" aria-hidden />}
          Create Draft
        </Button>
      </div>
      {problem && (form.turnTimeLimit !== '' || noCast) && (
        <p role="alert" className="mt-2 text-xs text-rose-700">
          {problem}
        </p>
      )}
    </form>
  );
}
