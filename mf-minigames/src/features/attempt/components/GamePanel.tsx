// The game panel: the game's title and description, 'Start New Attempt' while one is left, and the
// board (given by the screen) or a word on where the attempt stands.
import type { PlayerMiniGameView } from '@reality-draft/events';
import { Button, Card, CardBody, CardHeader } from '@reality-draft/kit';
import { Gamepad2, Play } from 'lucide-react';
import type { ReactNode } from 'react';
import { canStartAttempt } from '../model/attemptView';

export interface GamePanelProps {
  view: PlayerMiniGameView;
  starting: boolean;
  onStart: () => void;
  /** The board while an attempt runs. */
  children?: ReactNode;
}

function standing(view: PlayerMiniGameView): string {
  if (view.completed) return 'You have completed this challenge. Well played!';
  if (view.finished) return 'This mini-game has finished: the points have been awarded.';
  if (view.maxAttemptsReached) return 'You have used your 1 attempt at this mini-game.';
  return 'You get one timed attempt. The clock starts on the server the moment you start, and the puzzle appears then.';
}

export function GamePanel({ view, starting, onStart, children }: GamePanelProps) {
  const start = canStartAttempt(view) ? (
    <Button onClick={onStart} busy={starting}>
      <Play className="h-4 w-4" aria-hidden />
      Start New Attempt
    </Button>
  ) : null;
  return (
    <Card className="min-w-0">
      {/* On a phone the running board takes the panel's top: the collapsed page header names the game. */}
      <div className={children ? 'hidden sm:block' : undefined}>
        <CardHeader icon={<Gamepad2 className="h-5 w-5" />} title={view.title} description={view.description} />
      </div>
      <CardBody className={children ? 'px-3 pt-4 sm:px-6 sm:pt-4' : 'pt-4 sm:pt-4'}>
        {children ?? (
          <div className="flex flex-col items-center gap-4 rounded-xl border border-dashed border-slate-300 px-4 py-8 text-center">
            <p className="max-w-md text-sm text-slate-600">{standing(view)}</p>
            {start}
          </div>
        )}
        {children && start && <div className="mt-4 flex justify-center">{start}</div>}
      </CardBody>
    </Card>
  );
}
