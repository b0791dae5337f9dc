// /admin/mini-games and /mini-games (docs/mini-games.md#configuration-screen): the summary cards, 'Manage Active Mini Games'
// while no game is opened, the four game cards, and an opened game's detail. The puzzles' demos
// and the sudoku test come from the app (features do not import one another).
import { MINI_GAME_CATALOGUE, type CatalogueId } from '@reality-draft/events';
import { BackLink, PageHeader, PLAYER_DASHBOARD_PATH, useSession } from '@reality-draft/kit';
import { useState, type ReactNode } from 'react';
import { summaryFigures } from '../model/catalogueSettings';
import { useCatalogueSettings } from '../hooks/useCatalogueSettings';
import { GameDetail, type SudokuTestRenderer } from './GameDetail';
import { GameGrid } from './GameGrid';
import { ManageActiveGames } from './ManageActiveGames';
import { SendGameDialog } from './SendGameDialog';
import { SummaryCards } from './SummaryCards';

export interface MiniGamesConfigurationProps {
  /** The playable demos of the escape and the jigsaw. */
  demos?: Partial<Record<CatalogueId, ReactNode>>;
  renderSudokuTest?: SudokuTestRenderer;
}

function BackHome({ isAdmin }: { isAdmin: boolean }) {
  return isAdmin ? <BackLink to="/admin">Back to Admin</BackLink> : <BackLink to={PLAYER_DASHBOARD_PATH} />;
}

export function MiniGamesConfiguration({ demos = {}, renderSudokuTest }: MiniGamesConfigurationProps) {
  const isAdmin = useSession().role === 'admin';
  const catalogue = useCatalogueSettings(isAdmin);
  const { settings } = catalogue;
  const [openedId, setOpenedId] = useState<CatalogueId | null>(null);
  const [sendingId, setSendingId] = useState<CatalogueId | null>(null);
  const opened = MINI_GAME_CATALOGUE.find((game) => game.id === openedId);
  const sending = MINI_GAME_CATALOGUE.find((game) => game.id === sendingId);
  return (
    <div className="space-y-6 sm:space-y-8">
      <PageHeader
        eyebrow={isAdmin ? 'Admin Panel' : 'Mini-Games'}
        title="Mini Games Configuration"
        description={
          isAdmin
            ? "Timed puzzle challenges: try them, send them to a draft's players, and award points to the fastest."
            : 'The timed puzzle challenges your admin can send to your drafts. Try the demos here; play the real ones from your dashboard.'
        }
        actions={<BackHome isAdmin={isAdmin} />}
      />
      <SummaryCards figures={summaryFigures(settings)} />
      {opened ? (
        <GameDetail
          game={opened}
          setting={settings[opened.id]}
          isAdmin={isAdmin}
          demo={demos[opened.id]}
          renderSudokuTest={renderSudokuTest}
          onBack={() => setOpenedId(null)}
        />
      ) : (
        <>
          {isAdmin && <ManageActiveGames />}
          <GameGrid catalogue={catalogue} onOpen={setOpenedId} onSend={isAdmin ? setSendingId : undefined} />
        </>
      )}
      {sending && <SendGameDialog key={sending.id} game={sending} open onClose={() => setSendingId(null)} />}
    </div>
  );
}
