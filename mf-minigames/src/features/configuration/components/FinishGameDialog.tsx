// The Finish Mini-Game dialog: choose a sent game (title and join code, or 'No Code'), set the points
// per place (3, 2 and 1 unless changed), see its rankings with what each player will get, and 'Award
// Points' to the three fastest.
import type { SentMiniGame } from '@reality-draft/events';
import { Button, Dialog, SelectField, toast, useRankingsQuery } from '@reality-draft/kit';
import { Award } from 'lucide-react';
import { useState } from 'react';
import { withAwardPoints } from '../model/finishText';
import { MISSING_GAME_TOAST } from '../model/miniGameToasts';
import { finishOptionLabel } from '../model/sentGameText';
import { useFinishGame } from '../hooks/useAdminGameActions';
import { useAwardPoints } from '../hooks/useAwardPoints';
import { AwardPointsFields } from './AwardPointsFields';
import { RankingsList } from './RankingsList';

interface FinishGameDialogProps {
  open: boolean;
  games: SentMiniGame[];
  onClose: () => void;
}

export function FinishGameDialog({ open, games, onClose }: FinishGameDialogProps) {
  const [selected, setSelected] = useState('');
  const { finish, isFinishing } = useFinishGame();
  const rankings = useRankingsQuery(selected, { skip: !open || !selected });
  const points = useAwardPoints();
  const award = async () => {
    if (!selected) return void toast(MISSING_GAME_TOAST);
    if (await finish(selected, points.award)) setSelected('');
  };
  const options = [
    { value: '', label: games.length ? 'Choose a mini-game' : 'No mini-games sent yet' },
    ...games.map((game) => ({ value: game.id, label: finishOptionLabel(game) })),
  ];
  const rows = rankings.data?.rankings;
  return (
    <Dialog
      open={open}
      onClose={onClose}
      title="Finish Mini-Game"
      description="Award points to the three fastest players of a game you sent."
      className="max-w-lg"
      footer={
        <>
          <Button variant="outline" onClick={onClose}>
            Cancel
          </Button>
          <Button onClick={() => void award()} busy={isFinishing} disabled={Boolean(points.problem)}>
            {!isFinishing && <Award className="h-4 w-4" aria-hidden />}
            Award Points
          </Button>
        </>
      }
    >
      <div className="space-y-4">
        <SelectField label="Mini-Game" value={selected} options={options} onChange={(event) => setSelected(event.target.value)} />
        <AwardPointsFields state={points} />
        {selected && (
          <RankingsList
            rows={rows && !points.problem ? withAwardPoints(rows, points.places) : rows}
            isLoading={rankings.isLoading}
            error={rankings.error}
            pointsUnknown={Boolean(points.problem)}
          />
        )}
      </div>
    </Dialog>
  );
}
