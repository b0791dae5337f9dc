// The player mini-game screen's header (docs/mini-games.md#player-screen): the game's name above the spec's
// game-type title, 'From: {show} Game #{code}', and the Attempts / Best / status badges. While a timed
// attempt runs it collapses to one line, so the board is in view the moment Start is pressed (390 px included).
import { gameHeaderTitle, type PlayerMiniGameView } from '@reality-draft/events';
import { Badge, Card, formatGameTime, ShowIcon } from '@reality-draft/kit';
import type { ReactNode } from 'react';
import { attemptStatus, attemptsBadge, sourceLine } from '../model/attemptView';

function Badges({ view }: { view: PlayerMiniGameView }) {
  const status = attemptStatus(view);
  return (
    <>
      <Badge>{attemptsBadge(view)}</Badge>
      {view.bestTime !== null && <Badge tone="brand">Best: {formatGameTime(view.bestTime)}</Badge>}
      <Badge tone={status.tone}>{status.label}</Badge>
    </>
  );
}

export function AttemptHeader({ view, actions, collapsed = false }: { view: PlayerMiniGameView; actions?: ReactNode; collapsed?: boolean }) {
  if (collapsed)
    return (
      <Card>
        <div className="flex flex-wrap items-center gap-x-3 gap-y-1.5 px-4 py-3 sm:px-6">
          <h1 className="min-w-0 text-lg font-bold tracking-tight text-slate-900">{gameHeaderTitle(view.gameType)}</h1>
          <div className="flex flex-wrap items-center gap-2">
            <Badges view={view} />
          </div>
        </div>
      </Card>
    );
  return (
    <Card>
      <div className="flex flex-col gap-4 p-5 sm:p-6 lg:flex-row lg:items-start lg:justify-between">
        <div className="flex min-w-0 items-start gap-3 sm:gap-4">
          <div
            aria-hidden
            className="flex h-12 w-12 shrink-0 items-center justify-center rounded-2xl bg-gradient-to-br from-brand-500 to-fuchsia-500 text-white shadow-sm"
          >
            <ShowIcon showType={view.draft.showType} className="h-6 w-6" />
          </div>
          <div className="min-w-0">
            <p className="text-sm font-medium text-brand-600">{view.title}</p>
            <h1 className="text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl">{gameHeaderTitle(view.gameType)}</h1>
            <p className="mt-1 text-sm text-slate-600">{sourceLine(view)}</p>
            <div className="mt-2 flex flex-wrap items-center gap-2">
              <Badges view={view} />
            </div>
          </div>
        </div>
        {actions && <div className="flex flex-wrap gap-2 lg:shrink-0 lg:justify-end">{actions}</div>}
      </div>
    </Card>
  );
}
