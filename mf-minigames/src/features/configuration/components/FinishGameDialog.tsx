// The Finish Mini-Game dialog: choose a sent game (title and join code, or 'No Code'), see its
// rankings, and 'Award Points' to the three fastest.
import type { GameType, SentMiniGame } from '@reality-draft/events';
import { Button, Dialog, SelectField, toast, useRankingsQuery } from '@reality-draft/kit';
import { Award } from 'lucide-react';
import { useState } from 'react';
import { MISSING_GAME_TOAST } from '../api/miniGameToasts';
import { finishOptionLabel } from '../api/sentGameText';
import { useFinishGame } from '../hooks/useAdminGameActions';
import { useAwardRule } from '../hooks/useAwardRule';
import { RankingsList } from './RankingsList';

interface FinishGameDialogProps {
  open: boolean;
  gameType: GameType;
  games: SentMiniGame[];
  onClose: () => void;
}

export function FinishGameDialog({ open, gameType, games, onClose }: FinishGameDialogProps) {
  const [selected, setSelected] = useState('');
  const { finish, isFinishing } = useFinishGame();
  const rankings = useRankingsQuery(selected, { skip: !open || !selected });
  const awardRule = useAwardRule(gameType);
  const award = async () => {
    if (!selected) return void toast(MISSING_GAME_TOAST);
    if (await finish(selected)) setSelected('');
  };
  const options = [
    { value: '', label: games.length ? 'Choose a mini-game' : 'No mini-games sent yet' },
    ...games.map((game) => ({ value: game.id, label: finishOptionLabel(game) })),
  ];
  return (
    <Dialog
      open={open}
      onOpenChange={(next) => !next && onClose()}
      title="Finish Mini-Game"
      description={`Award points to the three fastest players of a game you sent. ${awardRule}`}
      className="max-w-lg"
      footer={
        <>
          <Button variant="outline" onClick={onClose}>
            Cancel
          </Button>
          <Button onClick={() => void award()} busy={isFinishing}>
            {!isFinishing && <Award className="h-4 w-4" aria-hidden />}
            Award Points
          </Button>
        </>
      }
    >
      <div className="space-y-4">
        <SelectField label="Mini-Game" value={selected} options={options} onChange={(event) => setSelected(event.target.value)} />
        {selected && <RankingsList rows={rankings.data?.rankings} isLoading={rankings.isLoading} error={rankings.error} awardRule={awardRule} />}
      </div>
    </Dialog>
  );
}
