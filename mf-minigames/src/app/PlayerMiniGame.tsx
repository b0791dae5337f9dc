// /player/mini-game/:id (docs/mini-games.md#player-screen, docs/mini-games.md#attempts, docs/mini-games.md#player-errors): the game's header and badges, the game panel with
// Start New Attempt and the running attempt's board, 'Challenge Completed!', and for the jigsaw its
// Best Times; once the player's attempt is over, the top three's solves to watch.
import { gameTypeFromWire } from '@reality-draft/events';
import { errorStatus, LoadingState, usePlayerMiniGameQuery, usePollingInterval, usePushTopics, useToastHold } from '@reality-draft/kit';
import { useParams } from 'react-router-dom';
import { canPlayAttempt } from '../features/attempt/model/attemptView';
import { AttemptHeader } from '../features/attempt/components/AttemptHeader';
import { AttemptNotice } from '../features/attempt/components/AttemptNotice';
import { BestTimesCard } from '../features/attempt/components/BestTimesCard';
import { CompletedCard } from '../features/attempt/components/CompletedCard';
import { GamePanel } from '../features/attempt/components/GamePanel';
import { ScoringCard } from '../features/attempt/components/ScoringCard';
import { MiniGameNotFound } from '../features/attempt/components/MiniGameNotFound';
import { UnsentCompletion } from '../features/attempt/components/UnsentCompletion';
import { useAttemptActions } from '../features/attempt/hooks/useAttemptActions';
import { useAttemptClock } from '../features/attempt/hooks/useAttemptClock';
import { AttemptBoard } from './AttemptBoard';
import { scoped } from './scoped';
import { SolveReplays } from './SolveReplays';

const TOPICS = ['minigames'];
/** The view's refresh while the push stream is down (the spec's mini-game list interval). */
const POLL_MS = 3000;

function PlayerMiniGame() {
  const { id = '' } = useParams();
  usePushTopics(TOPICS);
  const { data: view, isLoading, error, fulfilledTimeStamp } = usePlayerMiniGameQuery(id, { skip: !id, pollingInterval: usePollingInterval(POLL_MS) });
  const actions = useAttemptActions(id, view ? gameTypeFromWire(view.gameType) : 'sliding-block');
  const clock = useAttemptClock(view?.attempt, fulfilledTimeStamp);
  // No toast while a timed attempt starts or runs (issue 19 §7): its failures are said beside the board.
  const held = useToastHold(actions.starting || Boolean(view?.hasActiveAttempt && !view.completed));
  if (isLoading) return <LoadingState label="Loading mini-game..." />;
  if (!view) return <MiniGameNotFound message={errorStatus(error) === 'FETCH_ERROR' ? 'The server could not be reached. Try again in a moment.' : undefined} />;
  const attemptOver = view.completed || view.finished || (view.maxAttemptsReached && !view.hasActiveAttempt);
  const running = view.hasActiveAttempt && !view.completed;
  const board = (
    <AttemptBoard view={view} clock={clock} canPlay={canPlayAttempt(view)} onSolved={(key, moves, seconds) => void actions.complete(key, moves, seconds)} />
  );
  return (
    <div className="space-y-6">
      <AttemptHeader view={view} collapsed={running} />
      {view.completed && <CompletedCard view={view} />}
      {actions.unsent && <UnsentCompletion busy={actions.completing} onRetry={() => void actions.retry()} />}
      <div className="grid grid-cols-1 items-start gap-6 xl:grid-cols-[minmax(0,2fr)_minmax(0,1fr)]">
        <div className="min-w-0 space-y-6">
          <GamePanel view={view} starting={actions.starting} onStart={() => void actions.start()}>
            {running ? board : undefined}
          </GamePanel>
          {held.notice && <AttemptNotice notice={held.notice} onClose={held.dismissNotice} />}
          {attemptOver && view.gameType !== 'sudoku' && <SolveReplays miniGameId={view.id} />}
        </div>
        {view.gameType === 'jigsaw' ? <BestTimesCard miniGameId={view.id} /> : <ScoringCard />}
      </div>
    </div>
  );
}

export default scoped(PlayerMiniGame);
