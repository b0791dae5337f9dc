// /admin/mini-games and /mini-games until the mini-games release: says so plainly.
import { PageHeader, ReleasePlaceholder, useSession } from '@reality-draft/kit';
import { Puzzle } from 'lucide-react';

export function MiniGamesConfigPlaceholder() {
  const session = useSession();
  const back = session.role === 'admin' ? { to: '/admin', label: 'Back to Admin' } : { to: '/player/dashboard', label: 'Back to Dashboard' };
  return (
    <div className="space-y-6">
      <PageHeader
        eyebrow="Mini-Games"
        title="Mini Games Configuration"
        description="Timed puzzle challenges: a sliding-block escape, a 20-piece jigsaw, picture sudoku and weekly trivia."
      />
      <ReleasePlaceholder
        title="Mini-game setup"
        icon={<Puzzle className="h-7 w-7" />}
        message="Configuring, testing and sending mini-games to a draft's players arrives with the mini-games release."
        back={back}
      />
    </div>
  );
}
