// A show's (or one league's: draftId) Player Leaderboard with its points-over-time chart beside it
// (below it on a phone); a row opens that player's breakdown. Everything follows push notices and the
// player's spoiler guard (admins have none).
import type { LeaderboardRow, ShowType } from '@reality-draft/events';
import { useState, type ReactNode } from 'react';
import { useLeaderboard, useWatchedThrough } from '../hooks/useStandings';
import { BreakdownDialog } from './BreakdownDialog';
import { LeaderboardCard } from './LeaderboardCard';
import { PointsChartCard } from './PointsChartCard';

export interface ShowStandingsProps {
  showType: ShowType;
  /** One league of the show; without it, every draft of the show. */
  draftId?: string;
  title: string;
  description?: string;
  youId: string | null;
  footer?: ReactNode;
}

export function ShowStandings({ showType, draftId, title, description, youId, footer }: ShowStandingsProps) {
  const { data: rows, isLoading, error } = useLeaderboard(draftId ? undefined : showType, draftId);
  const watchedThrough = useWatchedThrough(showType);
  const [opened, setOpened] = useState<LeaderboardRow | null>(null);
  // The dialog follows the live row (its rank and total move with the board).
  const openRow = opened ? (rows?.find((row) => row.playerId === opened.playerId) ?? opened) : null;
  return (
    <div className="grid grid-cols-1 gap-4 sm:gap-6 lg:grid-cols-2">
      <LeaderboardCard
        title={title}
        description={description}
        showType={showType}
        rows={rows}
        isLoading={isLoading}
        error={error}
        youId={youId}
        watchedThrough={watchedThrough}
        onOpen={setOpened}
        footer={footer}
      />
      <PointsChartCard showType={showType} rows={rows} youId={youId} watchedThrough={watchedThrough} />
      {openRow && (
        <BreakdownDialog showType={showType} draftId={draftId} row={openRow} youId={youId} watchedThrough={watchedThrough} onClose={() => setOpened(null)} />
      )}
    </div>
  );
}
