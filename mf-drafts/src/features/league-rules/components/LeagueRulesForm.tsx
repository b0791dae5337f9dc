// The league admin's rules: replacement picks (how many, what each costs, how long claims stay open) and
// trades (on or off, how long an accepted one waits for a veto). One row a rule, its words on the left and
// a short box on the right, alike at 390 px and beside the chat. Each number within LEAGUE_RULE_BOUNDS:
// what is out of them is said here before anything is sent, and the server's refusal inline.
import { LEAGUE_RULE_BOUNDS, type LeagueRulesAnswer } from '@reality-draft/events';
import { ErrorNotice, errorMessage, inputClasses } from '@reality-draft/kit';
import { useId, useState, type ReactNode } from 'react';
import { PanelForm, SubmitOrCancel } from '../../../components/PanelForm';
import { useSetLeagueRulesMutation } from '../api/rulesApi';
import { RULE_LABELS, RULE_NUMBERS, rulesInputs, rulesRequest, type RuleNumber, type RulesInputs, type RulesProblems } from '../model/rulesForm';

const HINTS: Record<RuleNumber, string> = {
  perPlayer: 'Eliminated picks each player may replace this season.',
  pointCost: 'Off the player’s total from the episode or week the new pick starts.',
  claimHours: '0: claims settle at once, first come, first served.',
  reviewHours: '0: an accepted trade completes at once.',
};

/** A rule's row: its label and hint, then its control. */
function RuleRow({ control, label, hint, controlId }: { control: ReactNode; label: ReactNode; hint: string; controlId: string }) {
  return (
    <div className="flex items-start justify-between gap-4 py-3 first:pt-0 last:pb-0">
      <div className="min-w-0">
        <label htmlFor={controlId} className="block text-sm font-medium text-slate-800">
          {label}
        </label>
        <p id={`${controlId}-hint`} className="mt-0.5 text-xs text-slate-500">
          {hint}
        </p>
      </div>
      <div className="w-20 shrink-0">{control}</div>
    </div>
  );
}

function NumberRow({
  field,
  value,
  invalid,
  disabled = false,
  onChange,
}: {
  field: RuleNumber;
  value: string;
  invalid: boolean;
  disabled?: boolean;
  onChange: (value: string) => void;
}) {
  const id = useId();
  return (
    <RuleRow
      controlId={id}
      label={RULE_LABELS[field]}
      hint={HINTS[field]}
      control={
        <input
          id={id}
          aria-describedby={`${id}-hint`}
          aria-invalid={invalid || undefined}
          type="number"
          inputMode="numeric"
          min={LEAGUE_RULE_BOUNDS[field].minimum}
          max={LEAGUE_RULE_BOUNDS[field].maximum}
          step={1}
          value={value}
          disabled={disabled}
          onChange={(event) => onChange(event.target.value)}
          className={`${inputClasses} text-right tabular-nums aria-[invalid=true]:border-rose-400`}
        />
      }
    />
  );
}

function Group({ legend, children }: { legend: string; children: ReactNode }) {
  return (
    <fieldset className="min-w-0">
      <legend className="mb-2 text-xs font-semibold uppercase tracking-wide text-slate-500">{legend}</legend>
      <div className="divide-y divide-slate-200/70">{children}</div>
    </fieldset>
  );
}

export function LeagueRulesForm({ rules, onSaved, onCancel }: { rules: LeagueRulesAnswer; onSaved: () => void; onCancel: () => void }) {
  const [inputs, setInputs] = useState<RulesInputs>(() => rulesInputs(rules));
  const [problems, setProblems] = useState<RulesProblems | null>(null);
  const [save, saving] = useSetLeagueRulesMutation();
  const tradesId = useId();
  const edit = (change: Partial<RulesInputs>) => {
    setInputs((before) => ({ ...before, ...change }));
    setProblems(null);
    saving.reset();
  };
  const numberRow = (field: RuleNumber, disabled = false) => (
    <NumberRow field={field} value={inputs[field]} invalid={Boolean(problems?.[field])} disabled={disabled} onChange={(value) => edit({ [field]: value })} />
  );
  const listed = problems ? RULE_NUMBERS.flatMap((field) => problems[field] ?? []) : [];

  return (
    <PanelForm
      focusFirstInput
      aria-label="League rules settings"
      spacing="space-y-5"
      onSubmit={() => {
        const built = rulesRequest(inputs);
        setProblems(built.problems);
        if (!built.request) return;
        void save({ draftId: rules.draftId, ...built.request }).then((result) => {
          if (!result.error) onSaved();
        });
      }}
    >
      <Group legend="Replacement picks">
        {numberRow('perPlayer')}
        {numberRow('pointCost')}
        {numberRow('claimHours')}
      </Group>
      <Group legend="Trades">
        <RuleRow
          controlId={tradesId}
          label="Trades allowed"
          hint="Players may offer each other picks."
          control={
            <span className="flex h-11 items-center justify-end sm:h-10">
              <input
                id={tradesId}
                aria-describedby={`${tradesId}-hint`}
                type="checkbox"
                checked={inputs.tradesEnabled}
                onChange={(event) => edit({ tradesEnabled: event.target.checked })}
                className="h-5 w-5 rounded border-slate-300 accent-brand-600 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-brand-500 focus-visible:ring-offset-2"
              />
            </span>
          }
        />
        {numberRow('reviewHours', !inputs.tradesEnabled)}
      </Group>
      {listed.length > 0 && (
        <ErrorNotice>
          {listed.map((problem) => (
            <span key={problem} className="block">
              {problem}
            </span>
          ))}
        </ErrorNotice>
      )}
      {saving.error ? <ErrorNotice>{errorMessage(saving.error, 'The rules could not be saved. Please try again.')}</ErrorNotice> : null}
      <SubmitOrCancel busy={saving.isLoading} onCancel={onCancel}>
        Save rules
      </SubmitOrCancel>
    </PanelForm>
  );
}
