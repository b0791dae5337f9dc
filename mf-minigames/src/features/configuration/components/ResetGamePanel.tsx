// 'Reset Game': every player of the admin's sent games gets 1 attempt again, and mini-game points
// come off the leaderboard (POST /api/admin/mini-games/reset-attempts, asked first).
import { ConfirmDialog } from '@reality-draft/kit';
import { RotateCcw } from 'lucide-react';
import { useState } from 'react';
import { useResetAttempts } from '../hooks/useAdminGameActions';
import { ButtonPanel } from './ButtonPanel';

export function ResetGamePanel() {
  const [asking, setAsking] = useState(false);
  const { reset, isResetting } = useResetAttempts();
  const confirm = async () => {
    await reset();
    setAsking(false);
  };
  return (
    <ButtonPanel
      title="Reset Game"
      Icon={RotateCcw}
      tone="bg-amber-50 text-amber-600"
      description="Give every player 1 try again at your sent mini-games. Mini-game points already awarded come off the leaderboard."
      label="Reset Game"
      onClick={() => setAsking(true)}
    >
      <ConfirmDialog
        open={asking}
        title="Reset every attempt?"
        description="All players of your sent mini-games get 1 attempt again, their times are cleared, and mini-game points are removed from the leaderboard."
        confirmLabel="Reset Attempts"
        icon={<RotateCcw className="h-4 w-4" aria-hidden />}
        busy={isResetting}
        onCancel={() => setAsking(false)}
        onConfirm={() => void confirm()}
      />
    </ButtonPanel>
  );
}
