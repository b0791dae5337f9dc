// 'Finish Mini Game': opens the Finish Mini-Game dialog over the sent games of this game type.
import { AWARD_POINTS, awardPointsText, type GameType } from '@reality-draft/events';
import { Award } from 'lucide-react';
import { useState } from 'react';
import { sentGamesOfType } from '../model/sentGameText';
import { useSentGames } from '../hooks/useSentGames';
import { ButtonPanel } from './ButtonPanel';
import { FinishGameDialog } from './FinishGameDialog';

export function FinishGamePanel({ gameType }: { gameType: GameType }) {
  const [open, setOpen] = useState(false);
  const { data } = useSentGames();
  return (
    <ButtonPanel
      title="Finish Mini Game"
      Icon={Award}
      tone="bg-emerald-50 text-emerald-600"
      description={`Close a sent game and award leaderboard points to the three fastest: ${awardPointsText(AWARD_POINTS)} unless you set others. Each sent game's row also has Finish & award.`}
      label="Finish Mini Game"
      onClick={() => setOpen(true)}
    >
      <FinishGameDialog open={open} games={sentGamesOfType(data, gameType)} onClose={() => setOpen(false)} />
    </ButtonPanel>
  );
}
