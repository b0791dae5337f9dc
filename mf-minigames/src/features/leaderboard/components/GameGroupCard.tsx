// One game's leaderboard: its title and draft, then its players fastest first.
import { Card, IconTile, type MiniGameGroup } from '@reality-draft/kit';
import { Timer } from 'lucide-react';
import { groupSubtitle } from '../model/rowText';
import { LeaderboardRow } from './LeaderboardRow';

export function GameGroupCard({ group, youId }: { group: MiniGameGroup; youId: string | null }) {
  const headingId = `game-${group.miniGameId}`;
  return (
    <Card className="overflow-hidden">
      <div className="flex items-start gap-3 border-b border-slate-100 p-4 sm:px-6">
        <IconTile>
          <Timer className="h-5 w-5" />
        </IconTile>
        <div className="min-w-0">
          <h2 id={headingId} className="font-semibold text-slate-900">
            {group.gameTitle}
          </h2>
          <p className="text-sm text-slate-600">{groupSubtitle(group)}</p>
        </div>
      </div>
      <ol aria-labelledby={headingId} className="divide-y divide-slate-100">
        {group.entries.map((entry) => (
          <LeaderboardRow key={entry.playerId} entry={entry} you={entry.playerId === youId} />
        ))}
      </ol>
    </Card>
  );
}
