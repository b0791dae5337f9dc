// Beyond the spec: watch the top three's verified solves, replayed move by move from the logs the
// server checked. The board itself comes from the game's own feature (renderBoard), read-only.
import type { MiniGameReplays } from '@reality-draft/events';
import { cn, formatGameTime, RankIcon, ReadStates, useMiniGameReplaysQuery, SectionCard } from '@reality-draft/kit';
import { Clapperboard } from 'lucide-react';
import { useState, type ReactNode } from 'react';
import { replayPlayerName } from '../model/replayPlayer';
import { useReplayPlayer } from '../hooks/useReplayPlayer';
import { ReplayControls } from './ReplayControls';

export type Replay = MiniGameReplays['replays'][number];

export interface ReplaysCardProps {
  miniGameId: string;
  /** The game's read-only board after `step` moves of the replay. */
  renderBoard: (replay: Replay, step: number) => ReactNode;
}

function ReplayChooser({ replays, chosen, onChoose }: { replays: Replay[]; chosen: number; onChoose: (index: number) => void }) {
  return (
    <div role="group" aria-label="Choose a solve" className="flex flex-wrap gap-2">
      {replays.map((replay, index) => (
        <button
          key={replay.playerId}
          type="button"
          aria-pressed={index === chosen}
          onClick={() => onChoose(index)}
          className={cn(
            'flex min-w-0 items-center gap-2 rounded-xl border px-3 py-2 text-left text-sm transition focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-brand-500',
            index === chosen ? 'border-brand-300 bg-brand-50 text-brand-800' : 'border-slate-200 bg-white text-slate-700 hover:bg-slate-50',
          )}
        >
          <RankIcon rank={replay.rank} className="h-7 w-7" />
          <span className="min-w-0">
            <span className="block truncate font-medium">{replayPlayerName(replay)}</span>
            <span className="block text-xs text-slate-600">
              {formatGameTime(replay.completionTimeSeconds)} · {replay.moveCount} moves{replay.perfect ? ' · Perfect Score' : ''}
            </span>
          </span>
        </button>
      ))}
    </div>
  );
}

function ReplayStage({ replay, renderBoard }: { replay: Replay; renderBoard: ReplaysCardProps['renderBoard'] }) {
  const { state, dispatch } = useReplayPlayer(replay.moves.length);
  return (
    <div className="space-y-4">
      {renderBoard(replay, state.step)}
      <ReplayControls state={state} dispatch={dispatch} label={`${replayPlayerName(replay)}'s solve`} />
    </div>
  );
}

export function ReplaysCard({ miniGameId, renderBoard }: ReplaysCardProps) {
  const { data, isLoading, error } = useMiniGameReplaysQuery(miniGameId);
  const [chosen, setChosen] = useState(0);
  const replays = data?.replays ?? [];
  const replay = replays[Math.min(chosen, replays.length - 1)];
  return (
    <SectionCard
      icon={<Clapperboard className="h-5 w-5" />}
      title="Watch the Fastest Solves"
      description="The top three's solves, replayed from the moves the server verified."
      bodyClassName="space-y-4 pt-4 sm:pt-4"
    >
      <ReadStates
        data={replay}
        isLoading={isLoading}
        error={error}
        loading="Loading solves..."
        failed="Could not load the solves."
        empty="No verified solves to watch yet."
      >
        {(shown) => (
          <>
            <ReplayChooser replays={replays} chosen={chosen} onChoose={setChosen} />
            <ReplayStage key={shown.playerId} replay={shown} renderBoard={renderBoard} />
          </>
        )}
      </ReadStates>
    </SectionCard>
  );
}
