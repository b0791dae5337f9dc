// The top three's verified solves, each on its own game's read-only board (the answer names the
// sliding-block game by its wire name).
import { SLIDING_BLOCK_WIRE_GAME_TYPE } from '@reality-draft/events';
import { JigsawReplayBoard } from '../features/jigsaw/components/JigsawReplayBoard';
import { ReplaysCard, type Replay } from '../features/replays/components/ReplaysCard';
import { SlidingReplayBoard } from '../features/sliding-block/components/SlidingReplayBoard';

function replayBoard(replay: Replay, step: number) {
  return replay.gameType === SLIDING_BLOCK_WIRE_GAME_TYPE ? (
    <SlidingReplayBoard level={replay.level} moves={replay.moves} step={step} />
  ) : (
    <JigsawReplayBoard pieces={replay.pieces} moves={replay.moves} step={step} />
  );
}

export function SolveReplays({ miniGameId }: { miniGameId: string }) {
  return <ReplaysCard miniGameId={miniGameId} renderBoard={replayBoard} />;
}
