// The Send Mini-Game dialog: the admin's drafts (asked for when it opens), the sudoku's choices,
// Cancel and 'Send Mini-Game'; no drafts: 'No Active Games Found'.
import { DEFAULT_SUDOKU_DIFFICULTY, type AvailableDraft, type CatalogueGame } from '@reality-draft/events';
import { Button, Dialog, draftLabel, errorMessage, LoadingState, SelectField, useAvailableDraftsQuery } from '@reality-draft/kit';
import { Send } from 'lucide-react';
import { useState } from 'react';
import { draftOptionLabel, sendRequest, sentTitle, type SudokuChoices } from '../model/sendForm';
import { useSendGame } from '../hooks/useAdminGameActions';
import { SudokuFields } from './SudokuFields';

function NoDrafts() {
  return (
    <div className="rounded-xl border border-dashed border-slate-300 px-4 py-6 text-center">
      <p className="font-medium text-slate-900">No Active Games Found</p>
      <p className="mt-1 text-sm text-slate-600">Create a draft first to send mini-games to players.</p>
    </div>
  );
}

function DraftChoice({ drafts, value, onChange }: { drafts: AvailableDraft[]; value: string; onChange: (id: string) => void }) {
  const options = [{ value: '', label: 'Choose a draft' }, ...drafts.map((draft) => ({ value: draft.id, label: draftOptionLabel(draft) }))];
  return <SelectField label="Draft" value={value} options={options} onChange={(event) => onChange(event.target.value)} />;
}

export function SendGameDialog({ game, open, onClose }: { game: CatalogueGame; open: boolean; onClose: () => void }) {
  const drafts = useAvailableDraftsQuery(undefined, { skip: !open, refetchOnMountOrArgChange: true });
  const [draftId, setDraftId] = useState('');
  const [sudoku, setSudoku] = useState<SudokuChoices>({ difficulty: DEFAULT_SUDOKU_DIFFICULTY, title: game.name, description: game.description });
  const { send, isSending } = useSendGame();
  const draft = drafts.data?.find((candidate) => candidate.id === draftId);
  const submit = async () => {
    if (!draft) return;
    if (await send(sendRequest(game, draft.id, sudoku), sentTitle(game, sudoku), draftLabel(draft))) {
      setDraftId('');
      onClose();
    }
  };
  return (
    <Dialog
      open={open}
      onOpenChange={(next) => !next && onClose()}
      title="Send Mini-Game"
      description={`Send ${game.name} to every player of one of your drafts. Each player gets 1 timed attempt.`}
      footer={
        <>
          <Button variant="outline" onClick={onClose}>
            Cancel
          </Button>
          <Button onClick={() => void submit()} busy={isSending} disabled={!draft}>
            {!isSending && <Send className="h-4 w-4" aria-hidden />}
            Send Mini-Game
          </Button>
        </>
      }
    >
      <div className="space-y-4">
        {drafts.isLoading ? (
          <LoadingState label="Loading your drafts..." className="py-6" />
        ) : drafts.error && !drafts.data ? (
          <p role="alert" className="rounded-xl bg-rose-50 px-4 py-3 text-sm text-rose-700">
            {errorMessage(drafts.error, 'Could not load your drafts.')}
          </p>
        ) : drafts.data?.length ? (
          <DraftChoice drafts={drafts.data} value={draftId} onChange={setDraftId} />
        ) : (
          <NoDrafts />
        )}
        {game.gameType === 'sudoku' && Boolean(drafts.data?.length) && <SudokuFields value={sudoku} onChange={setSudoku} />}
      </div>
    </Dialog>
  );
}
