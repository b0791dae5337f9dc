// The Send Mini-Game dialog: the admin's drafts (asked for when it opens), the sudoku's choices,
// Cancel and 'Send Mini-Game'; no drafts: 'No Active Games Found'.
import { DEFAULT_SUDOKU_DIFFICULTY, type AvailableDraft, type CatalogueGame } from '@reality-draft/events';
import { Button, Dialog, draftLabel, EmptyNotice, ReadStates, SelectField, useAvailableDraftsQuery } from '@reality-draft/kit';
import { Send } from 'lucide-react';
import { useState } from 'react';
import { draftOptionLabel, sendRequest, sentTitle, type SudokuChoices } from '../model/sendForm';
import { useSendGame } from '../hooks/useAdminGameActions';
import { SudokuFields } from './SudokuFields';

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
      onClose={onClose}
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
        <ReadStates
          data={drafts.data}
          isLoading={drafts.isLoading}
          error={drafts.error}
          loading="Loading your drafts..."
          loadingClassName="py-6"
          failed="Could not load your drafts."
          isEmpty={(loaded) => !loaded.length}
          empty={<EmptyNotice title="No Active Games Found">Create a draft first to send mini-games to players.</EmptyNotice>}
        >
          {(loaded) => <DraftChoice drafts={loaded} value={draftId} onChange={setDraftId} />}
        </ReadStates>
        {game.gameType === 'sudoku' && Boolean(drafts.data?.length) && <SudokuFields value={sudoku} onChange={setSudoku} />}
      </div>
    </Dialog>
  );
}
