// 'Finish & award' on a sent game's row: that game's rankings, how many players get points, and
// 'Award Points' (POST /api/admin/mini-games/{id}/finish). It never asks which game.
import type { SentMiniGame } from '@reality-draft/events';
import { Button, Dialog, useRankingsQuery } from '@reality-draft/kit';
import { Award } from 'lucide-react';
import { finishConfirmation } from '../api/finishText';
import { sentGameDraftLabel } from '../api/sentGameText';
import { useFinishGame } from '../hooks/useAdminGameActions';
import { useAwardRule } from '../hooks/useAwardRule';
import { RankingsList } from './RankingsList';

export function FinishAwardDialog({ game, onClose }: { game: SentMiniGame; onClose: () => void }) {
  const rankings = useRankingsQuery(game.id, { refetchOnMountOrArgChange: true });
  const awardRule = useAwardRule(game.gameType);
  const { finish, isFinishing } = useFinishGame();
  const rows = rankings.data?.rankings;
  const award = async () => {
    if (await finish(game.id)) onClose();
  };
  return (
    <Dialog
      open
      onOpenChange={(open) => !open && onClose()}
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
        {rows && (
          <p role="status" className="rounded-xl bg-emerald-50 px-4 py-3 text-sm font-medium text-emerald-800">
            {finishConfirmation(rows)}
          </p>
        )}
        <RankingsList rows={rows} isLoading={rankings.isLoading} error={rankings.error} awardRule={awardRule} />
      </div>
    </Dialog>
  );
}
