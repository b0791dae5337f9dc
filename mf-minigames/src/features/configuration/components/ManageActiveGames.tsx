// 'Manage Active Mini Games': the admin's sent games with Rankings and Delete (after a confirmation).
import type { SentMiniGame } from '@reality-draft/events';
import { Card, CardBody, CardHeader, ConfirmDialog, errorMessage, ErrorNotice, LoadingState, EmptyNotice } from '@reality-draft/kit';
import { Send, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { sentGameDraftLabel } from '../model/sentGameText';
import { useDeleteGame } from '../hooks/useAdminGameActions';
import { useSentGames } from '../hooks/useSentGames';
import { FinishAwardDialog } from './FinishAwardDialog';
import { RankingsDialog } from './RankingsDialog';
import { SentGameRow } from './SentGameRow';

type OnGame = (game: SentMiniGame) => void;

function SentGamesBody({ onFinish, onRankings, onDelete }: { onFinish: OnGame; onRankings: OnGame; onDelete: OnGame }) {
  const { data: games, isLoading, error } = useSentGames();
  if (isLoading) return <LoadingState label="Loading your mini-games..." className="py-8" />;
  if (error && !games) {
    return <ErrorNotice>{errorMessage(error, 'Could not load your mini-games.')}</ErrorNotice>;
  }
  if (!games?.length) {
    return <EmptyNotice title="No Mini-Games Sent Yet">Use Send on a game below to send it to one of your drafts.</EmptyNotice>;
  }
  return (
    <ul aria-label="Sent mini-games" className="-my-3 divide-y divide-slate-100">
      {games.map((game) => (
        <SentGameRow key={game.id} game={game} onFinish={() => onFinish(game)} onRankings={() => onRankings(game)} onDelete={() => onDelete(game)} />
      ))}
    </ul>
  );
}

export function ManageActiveGames() {
  const [finishing, setFinishing] = useState<SentMiniGame | null>(null);
  const [ranked, setRanked] = useState<SentMiniGame | null>(null);
  const [deleting, setDeleting] = useState<SentMiniGame | null>(null);
  const { remove, isDeleting } = useDeleteGame();
  const confirmDelete = async (game: SentMiniGame) => {
    if (await remove(game.id, game.title)) setDeleting(null);
  };
  return (
    <Card>
      <CardHeader
        icon={<Send className="h-5 w-5" />}
        title="Manage Active Mini Games"
        description="Games you've sent, how many players completed them, their rankings, and Finish & award to close one."
      />
      <CardBody className="pt-4 sm:pt-5">
        <SentGamesBody onFinish={setFinishing} onRankings={setRanked} onDelete={setDeleting} />
      </CardBody>
      {finishing && <FinishAwardDialog game={finishing} onClose={() => setFinishing(null)} />}
      {ranked && <RankingsDialog game={ranked} onClose={() => setRanked(null)} />}
      <ConfirmDialog
        open={deleting !== null}
        title="Delete this mini-game?"
        description={
          deleting
            ? `${deleting.title} (${sentGameDraftLabel(deleting)}) disappears from every player's dashboard, and any points it awarded come off the leaderboard.`
            : ''
        }
        confirmLabel="Delete"
        icon={<Trash2 className="h-4 w-4" aria-hidden />}
        busy={isDeleting}
        onCancel={() => setDeleting(null)}
        onConfirm={() => deleting && void confirmDelete(deleting)}
      />
    </Card>
  );
}
