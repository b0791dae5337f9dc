// 'Finish Mini Game': opens the Finish Mini-Game dialog over the sent games of this game type.
import type { GameType } from '@reality-draft/events';
import { Button } from '@reality-draft/kit';
import { Award } from 'lucide-react';
import { useState } from 'react';
import { sentGamesOfType } from '../api/sentGameText';
import { useSentGames } from '../hooks/useSentGames';
import { ActionPanel } from './ActionPanel';
import { FinishGameDialog } from './FinishGameDialog';

export function FinishGamePanel({ gameType }: { gameType: GameType }) {
  const [open, setOpen] = useState(false);
  const { data } = useSentGames();
  return (
    <ActionPanel
      title="Finish Mini Game"
      icon={<Award className="h-5 w-5" />}
      tone="bg-emerald-50 text-emerald-600"
      description="Close a sent game and award leaderboard points to the three fastest, by its point value. Each sent game's row also has Finish & award."
    >
      <Button variant="outline" onClick={() => setOpen(true)} className="w-full">
        <Award className="h-4 w-4" aria-hidden />
        Finish Mini Game
      </Button>
      <FinishGameDialog open={open} gameType={gameType} games={sentGamesOfType(data, gameType)} onClose={() => setOpen(false)} />
    </ActionPanel>
  );
}
