// The question before Undo Last Pick (issue 28 §6): it names the pick it takes back, "Undo pick 2,
// Sam's Harlan Fizzwick?", and what happens next (that turn is on the clock again).
import type { Participant, Pick } from '@reality-draft/events';
import { ConfirmDialog } from '@reality-draft/kit';
import { Undo2 } from 'lucide-react';
import { useState } from 'react';
import { undoQuestion } from '../model/commissionerClicks';
import { participantById, participantFirstName } from '../model/participants';

export const UNDO_PICK_TITLE = 'Undo Last Pick';

export function UndoPickDialog({
  pick,
  participants,
  busy,
  onConfirm,
  onCancel,
}: {
  /** The pick to take back; the dialog is open while there is one. */
  pick: Pick | null;
  participants: Participant[];
  busy: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}) {
  // While it closes, the dialog keeps naming the pick it asked about.
  const [shown, setShown] = useState(pick);
  if (pick && pick !== shown) setShown(pick);
  const name = shown ? participantFirstName(participantById(participants, shown.playerId)) : '';
  return (
    <ConfirmDialog
      open={pick !== null}
      title={UNDO_PICK_TITLE}
      description={shown ? undoQuestion(shown, name) : ''}
      confirmLabel="Undo Pick"
      icon={<Undo2 className="h-4 w-4" aria-hidden />}
      busy={busy}
      onConfirm={onConfirm}
      onCancel={onCancel}
    >
      {shown && (
        <p className="rounded-xl bg-slate-50 px-4 py-3 text-sm text-slate-700">
          {shown.label} goes back to the pool and pick {shown.pickNumber} is on the clock again.
        </p>
      )}
    </ConfirmDialog>
  );
}
