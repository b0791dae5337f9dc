// The league admin starts its next season: the name (this season's, to change), the show (this season's by
// default) and, optionally, a start time; "Start Season N". The server's refusal (409: the draft not over,
// or the next season already there) is said inline. Once made, the admin is told the players were invited
// and goes to the new season's league page.
import { MAX_LEAGUE_NAME_LENGTH, SHOW_NAMES, SHOW_TYPES, type DraftRoom, type ShowType } from '@reality-draft/events';
import { ErrorNotice, errorMessage, Field, leaguePath, SelectField, StartTimeFields, toast, useStartTimeInputs } from '@reality-draft/kit';
import { CalendarPlus } from 'lucide-react';
import { useId, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { PanelForm, SubmitOrCancel } from '../../../components/PanelForm';
import { useStartNextSeasonMutation } from '../api/seasonsApi';
import { invitedText, nextSeasonNameProblem, nextSeasonRequest, type NextSeasonInputs } from '../model/seasonView';

const SHOW_OPTIONS = SHOW_TYPES.map((value) => ({ value, label: SHOW_NAMES[value] }));

/** What the new season's page says once it opens (the router's state of that navigation). */
export interface NextSeasonStarted {
  nextSeasonStarted: string;
}

export function NextSeasonForm({ room, seasonNumber, onCancel }: { room: DraftRoom; seasonNumber: number; onCancel: () => void }) {
  const { draft } = room;
  const [inputs, setInputs] = useState<NextSeasonInputs>({ name: draft.name ?? '', showType: draft.showType, timed: false });
  const [problem, setProblem] = useState<string | null>(null);
  const startTime = useStartTimeInputs(null, Date.now());
  const [start, starting] = useStartNextSeasonMutation();
  const navigate = useNavigate();
  const timedId = useId();
  const next = seasonNumber + 1;
  const edit = (change: Partial<NextSeasonInputs>) => {
    setInputs((before) => ({ ...before, ...change }));
    setProblem(null);
    starting.reset();
  };

  return (
    <PanelForm
      focusFirstInput
      aria-label="Start next season"
      spacing="space-y-4"
      onSubmit={() => {
        const nameProblem = nextSeasonNameProblem(inputs.name);
        setProblem(nameProblem);
        const startsAt = inputs.timed ? startTime.submitted() : null;
        if (nameProblem || (inputs.timed && !startsAt)) return;
        void start({ draftId: draft.id, ...nextSeasonRequest(inputs, startsAt) }).then((result) => {
          if (result.error) return;
          const said = invitedText(next, room.participants.length);
          toast({ title: `Season ${next} is open`, description: said });
          void navigate(leaguePath(result.data.id), { state: { nextSeasonStarted: said } satisfies NextSeasonStarted });
        });
      }}
    >
      <div>
        <h3 className="text-sm font-semibold text-slate-900">Season {next}</h3>
        <p className="mt-0.5 text-sm text-slate-600">The same league again. Its players are invited to join in one click.</p>
      </div>
      <div className="grid gap-3 sm:grid-cols-2">
        <Field
          label="League name"
          maxLength={MAX_LEAGUE_NAME_LENGTH}
          autoComplete="off"
          placeholder={`${SHOW_NAMES[inputs.showType]} #123456`}
          value={inputs.name}
          aria-invalid={problem ? true : undefined}
          onChange={(event) => edit({ name: event.target.value })}
        />
        <SelectField label="Show" options={SHOW_OPTIONS} value={inputs.showType} onChange={(event) => edit({ showType: event.target.value as ShowType })} />
      </div>
      <div className="space-y-3">
        <div className="flex items-center gap-2">
          <input
            id={timedId}
            type="checkbox"
            checked={inputs.timed}
            onChange={(event) => edit({ timed: event.target.checked })}
            className="h-5 w-5 rounded border-slate-300 accent-brand-600 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-brand-500 focus-visible:ring-offset-2"
          />
          <label htmlFor={timedId} className="text-sm font-medium text-slate-700">
            Start the draft by itself at a set time <span className="font-normal text-slate-500">(optional)</span>
          </label>
        </div>
        {inputs.timed && <StartTimeFields fields={startTime} className="grid gap-3 sm:grid-cols-2" />}
      </div>
      {problem && <ErrorNotice>{problem}</ErrorNotice>}
      {starting.error ? <ErrorNotice>{errorMessage(starting.error, 'The next season could not be started. Please try again.')}</ErrorNotice> : null}
      <SubmitOrCancel busy={starting.isLoading} onCancel={onCancel}>
        {!starting.isLoading && <CalendarPlus className="h-4 w-4" aria-hidden />}
        Start Season {next}
      </SubmitOrCancel>
    </PanelForm>
  );
}
