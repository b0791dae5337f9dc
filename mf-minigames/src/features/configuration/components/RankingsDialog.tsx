// A sent game's rankings, opened from Manage Active Mini Games.
import { AWARD_POINTS, type SentMiniGame } from '@reality-draft/events';
import { Button, Dialog, useRankingsQuery } from '@reality-draft/kit';
import { sentGameDraftLabel } from '../model/sentGameText';
import { awardRuleText } from '../model/finishText';
import { RankingsList } from './RankingsList';

export function RankingsDialog({ game, onClose }: { game: SentMiniGame; onClose: () => void }) {
  const { data, isLoading, error } = useRankingsQuery(game.id);
  return (
    <Dialog
      open
      onClose={onClose}
      title={`${game.title} Rankings`}
      description={`${sentGameDraftLabel(game)}${game.finished ? ' · points awarded' : ''}`}
      className="max-w-lg"
      footer={
        <Button variant="outline" onClick={onClose}>
          Close
        </Button>
      }
    >
      <RankingsList rows={data?.rankings} isLoading={isLoading} error={error} awardRule={game.finished ? undefined : awardRuleText(AWARD_POINTS)} />
    </Dialog>
  );
}
