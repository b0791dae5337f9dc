// The 'Player Management' tab: player accounts with edit-email, reset-password and delete actions.
import { Button, Card, CardHeader, countOf, errorMessage, LoadingState } from '@reality-draft/kit';
import { RefreshCw, UsersRound } from 'lucide-react';
import { useMemo, useState } from 'react';
import { afterActionFor } from '../model/dialogTarget';
import { sortPlayers } from '../model/playerFormat';
import { playersApi } from '../api/playersApi';
import type { PlayerAccount } from '../model/types';
import { EditEmailDialog } from './EditEmailDialog';
import { PlayersTable } from './PlayersTable';
import { ResetPasswordDialog } from './ResetPasswordDialog';
import { DeletePlayerDialog } from './DeletePlayerDialog';

export function PlayerManagement() {
  const { data, isLoading, error, refetch, isFetching } = playersApi.usePlayersQuery();
  const players = useMemo(() => sortPlayers(data ?? []), [data]);
  const [editing, setEditing] = useState<PlayerAccount | null>(null);
  const [resetting, setResetting] = useState<PlayerAccount | null>(null);
  const [deleting, setDeleting] = useState<PlayerAccount | null>(null);

  return (
    <Card>
      <CardHeader
        icon={<UsersRound className="h-5 w-5" />}
        title="Player Accounts"
        description={data ? countOf(players.length, 'registered player') : 'Registered players'}
        action={
          <Button variant="ghost" size="icon" onClick={() => void refetch()} aria-label="Refresh players" disabled={isFetching}>
            <RefreshCw className={isFetching ? 'h-4 w-4 animate-spin' : 'h-4 w-4'} aria-hidden />
          </Button>
        }
      />
      <div className="mt-4 border-t border-slate-100 lg:mt-6">
        {isLoading ? (
          <LoadingState label="Loading players..." />
        ) : error ? (
          <div role="alert" className="px-6 py-12 text-center">
            <p className="font-medium text-slate-900">Could not load players</p>
            <p className="mt-1 text-sm text-slate-500">{errorMessage(error, 'The server did not answer. Please try again.')}</p>
            <Button className="mt-4" variant="outline" onClick={() => void refetch()}>
              Reload players
            </Button>
          </div>
        ) : players.length === 0 ? (
          <div className="px-6 py-12 text-center">
            <p className="font-medium text-slate-900">No Players Yet</p>
            <p className="mt-1 text-sm text-slate-500">Player accounts appear here once people register.</p>
          </div>
        ) : (
          <PlayersTable players={players} onEditEmail={setEditing} onResetPassword={setResetting} onDelete={setDeleting} />
        )}
      </div>
      <EditEmailDialog player={editing} onClose={() => setEditing(null)} onDone={(saved) => setEditing((current) => afterActionFor(current, saved))} />
      <ResetPasswordDialog
        player={resetting}
        onClose={() => setResetting(null)}
        onDone={(reset) => setResetting((current) => afterActionFor(current, reset))}
      />
      <DeletePlayerDialog
        player={deleting}
        onClose={() => setDeleting(null)}
        onDone={(deleted) => setDeleting((current) => afterActionFor(current, deleted))}
      />
    </Card>
  );
}
