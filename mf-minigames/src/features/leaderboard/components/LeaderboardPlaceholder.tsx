// /mini-game-leaderboard until the mini-games release: says so plainly.
import { PageHeader, ReleasePlaceholder, START_PAGE, useSession } from '@reality-draft/kit';
import { Trophy } from 'lucide-react';

export function LeaderboardPlaceholder() {
  const session = useSession();
  return (
    <div className="space-y-6">
      <PageHeader eyebrow="Leaderboard" title="Mini-Game Leaderboard" description="The fastest finishers of every mini-game." />
      <ReleasePlaceholder
        title="Rankings"
        icon={<Trophy className="h-7 w-7" />}
        message="The mini-game leaderboard arrives with the mini-games release."
        back={{ to: START_PAGE[session.role], label: session.role === 'admin' ? 'Back to Home' : 'Back to Dashboard' }}
      />
    </div>
  );
}
