// A player's replacement claim: one of their eliminated picks to drop, someone undrafted and still in to
// add, "Claim replacement". The claim's outcome (pending until the window closes, or settled at once) is
// said under it; the server's refusal (422, 409) inline.
import type { ReplacementsAnswer, ShowType } from '@reality-draft/events';
import { Button, ErrorNotice, errorMessage, SelectField } from '@reality-draft/kit';
import { UserRoundPlus } from 'lucide-react';
import { useState } from 'react';
import { PanelForm } from '../../../components/PanelForm';
import { useClaimReplacementMutation } from '../api/replacementsApi';
import { choicesOf, claimOutcomeText, claimProblem } from '../model/replacementView';

const NONE = '';

export function ClaimForm({ answer, showType }: { answer: Pick<ReplacementsAnswer, 'draftId' | 'droppable' | 'claimable'>; showType: ShowType }) {
  const [drop, setDrop] = useState(NONE);
  const [add, setAdd] = useState(NONE);
  const [problem, setProblem] = useState<string | null>(null);
  const [outcome, setOutcome] = useState('');
  const [claim, claiming] = useClaimReplacementMutation();
  // A choice the answer no longer offers (taken meanwhile, or dropped) is no choice.
  const dropItemId = answer.droppable.some((item) => item.itemId === drop) ? drop : NONE;
  const addItemId = answer.claimable.some((item) => item.itemId === add) ? add : NONE;
  const changed = () => {
    setProblem(null);
    setOutcome('');
    claiming.reset();
  };

  return (
    <PanelForm
      aria-label="Claim a replacement"
      onSubmit={() => {
        const missing = claimProblem(dropItemId, addItemId, showType);
        setProblem(missing);
        if (missing) return;
        void claim({ draftId: answer.draftId, dropItemId, addItemId }).then((result) => {
          if (result.error) return;
          setOutcome(claimOutcomeText(result.data, showType, Date.now()));
          setDrop(NONE);
          setAdd(NONE);
        });
      }}
    >
      <div className="grid gap-3 sm:grid-cols-2">
        <SelectField
          label="Drop"
          hint="Your eliminated pick"
          value={dropItemId}
          onChange={(event) => {
            setDrop(event.target.value);
            changed();
          }}
          options={[{ value: NONE, label: 'Choose a pick to drop' }, ...choicesOf(answer.droppable)]}
        />
        <SelectField
          label="Add"
          hint={answer.claimable.length ? 'Undrafted in this league and still in' : 'Nobody undrafted is still in the game.'}
          value={addItemId}
          disabled={answer.claimable.length === 0}
          onChange={(event) => {
            setAdd(event.target.value);
            changed();
          }}
          options={[{ value: NONE, label: 'Choose who comes in' }, ...choicesOf(answer.claimable)]}
        />
      </div>
      <div className="flex flex-wrap items-center gap-3">
        <Button type="submit" size="sm" busy={claiming.isLoading} disabled={answer.claimable.length === 0}>
          {!claiming.isLoading && <UserRoundPlus className="h-4 w-4" aria-hidden />}
          Claim replacement
        </Button>
        <p aria-live="polite" className="min-w-0 text-sm text-slate-700">
          {outcome}
        </p>
      </div>
      {problem && <ErrorNotice>{problem}</ErrorNotice>}
      {claiming.error ? <ErrorNotice>{errorMessage(claiming.error, 'The claim could not be made. Please try again.')}</ErrorNotice> : null}
    </PanelForm>
  );
}
