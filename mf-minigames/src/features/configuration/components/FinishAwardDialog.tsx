// 'Finish & award' on a sent game's row: the points per place (3, 2 and 1 unless changed), that game's
// rankings with what each player will get, and 'Award Points' (POST /api/admin/mini-games/{id}/finish).
// It never asks which game.
import type { SentMiniGame } from '@reality-draft/events';
import { Button, Dialog, useRankingsQuery } from '@reality-draft/kit';
import { Award } from 'lucide-react';
import { finishConfirmation, withAwardPoints } from '../model/finishText';
import { sentGameDraftLabel } from '../model/sentGameText';
import { useFinishGame } from '../hooks/useAdminGameActions';
import { useAwardPoints } from '../hooks/useAwardPoints';
import { AwardPointsFields } from './AwardPointsFields';
import { RankingsList } from './RankingsList';

export function FinishAwardDialog({ game, onClose }: { game: SentMiniGame; onClose: () => void }) {
  const rankings = useRankingsQuery(game.id, { refetchOnMountOrArgChange: true });
  const points = useAwardPoints();
  const { finish, isFinishing } = useFinishGame();
  const rows = rankings.data && !points.problem ? withAwardPoints(rankings.data.rankings, points.places) : undefined;
  const award = async () => {
    if (await finish(game.id, points.award)) onClose();
  };
  return (
    <Dialog
      open
      onClose={onClose}
      title={`Finish ${game.title}?`}
      description={`${sentGameDraftLabel(game)} · ${game.completions}/${game.participants} completed`}
      className="max-w-lg"
      footer={
        <>
          <Button variant="outline" onClick={onClose}>
            Cancel
          </Button>
          <Button onClick={() => void award()} busy={isFinishing} disabled={!rows}>
            {!isFinishing && <Award className="h-4 w-4" aria-hidden />}
            Award Points
          </Button>
        </>
      }
    >
      <div className="space-y-4">
        <AwardPointsFields state={points} />
        {rows && (
          <p role="status" className="rounded-xl bg-emerald-50 px-4 py-3 text-sm font-medium text-emerald-800">
            {finishConfirmation(rows)}
          </p>
        )}
        <RankingsList rows={rows ?? rankings.data?.rankings} isLoading={rankings.isLoading} error={rankings.error} pointsUnknown={Boolean(points.problem)} />
      </div>
    </Dialog>
  );
}
