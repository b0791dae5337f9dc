// Trades, newest first: whom the viewer trades with (or both players) and what each side gives, a badge
// (Proposed, Under review, Completed, Declined, Cancelled, Vetoed, Failed) and the line under it: when it
// was offered, when it completes unless vetoed, from which episode or week it counts, or why not. Each row
// may carry the viewer's buttons: Accept and Decline (an offer to them), Cancel offer (theirs), Veto (the
// league's admin, confirmed first). A refusal is said under the row and in a toast (the row may move on).
import type { ShowType, TradeView } from '@reality-draft/events';
import { Badge, Button, ConfirmDialog, ErrorNotice, errorMessage, toast } from '@reality-draft/kit';
import { Ban, Check, Gavel, Undo2, X } from 'lucide-react';
import { useState, type ReactNode } from 'react';
import { useActOnTradeMutation, type TradeAction } from '../api/tradesApi';
import { actionOutcome, tradeHeading, tradeSides, tradeState, tradeSwapText } from '../model/tradeView';

/** Which buttons a list's rows carry. */
export type TradeRowActions = 'answer' | 'cancel' | 'veto' | 'none';

const FAILED = 'The trade could not be answered. Please try again.';

function RowActions({ trade, draftId, showType, actions }: { trade: TradeView; draftId: string; showType: ShowType; actions: TradeRowActions }) {
  const [act, acting] = useActOnTradeMutation();
  const [doing, setDoing] = useState<TradeAction | null>(null);
  const [confirming, setConfirming] = useState(false);
  const run = (action: TradeAction) => {
    setDoing(action);
    void act({ draftId, tradeId: trade.id, action }).then((result) => {
      setConfirming(false);
      if (result.error) {
        toast({ variant: 'destructive', title: 'Trade', description: errorMessage(result.error, FAILED) });
        return;
      }
      toast(actionOutcome(result.data, showType, Date.now()));
    });
  };
  const busy = (action: TradeAction) => acting.isLoading && doing === action;
  const vetoable = trade.status === 'proposed' || trade.status === 'accepted';
  let buttons: ReactNode = null;
  if (actions === 'answer' && trade.status === 'proposed')
    buttons = (
      <>
        <Button size="sm" busy={busy('accept')} disabled={acting.isLoading} onClick={() => run('accept')}>
          {!busy('accept') && <Check className="h-4 w-4" aria-hidden />}
          Accept
        </Button>
        <Button size="sm" variant="outline" busy={busy('decline')} disabled={acting.isLoading} onClick={() => run('decline')}>
          {!busy('decline') && <X className="h-4 w-4" aria-hidden />}
          Decline
        </Button>
      </>
    );
  else if (actions === 'cancel' && trade.status === 'proposed')
    buttons = (
      <Button size="sm" variant="outline" busy={busy('cancel')} disabled={acting.isLoading} onClick={() => run('cancel')}>
        {!busy('cancel') && <Undo2 className="h-4 w-4" aria-hidden />}
        Cancel offer
      </Button>
    );
  else if (actions === 'veto' && vetoable)
    buttons = (
      <Button size="sm" variant="outline" onClick={() => setConfirming(true)}>
        <Ban className="h-4 w-4" aria-hidden />
        Veto
      </Button>
    );
  if (!buttons) return null;
  return (
    <>
      <div className="flex flex-wrap items-center gap-2">{buttons}</div>
      {acting.error ? <ErrorNotice>{errorMessage(acting.error, FAILED)}</ErrorNotice> : null}
      {actions === 'veto' && (
        <ConfirmDialog
          open={confirming}
          title="Veto this trade?"
          description={`${trade.fromPlayerName} and ${trade.toPlayerName} keep what they hold (${tradeSwapText(trade)}). A veto cannot be undone.`}
          confirmLabel="Veto trade"
          icon={<Gavel className="h-4 w-4" aria-hidden />}
          busy={busy('veto')}
          onConfirm={() => run('veto')}
          onCancel={() => setConfirming(false)}
        />
      )}
    </>
  );
}

export function TradeList({
  trades,
  draftId,
  showType,
  myId,
  label,
  actions,
}: {
  trades: readonly TradeView[];
  draftId: string;
  showType: ShowType;
  myId: string | null;
  label: string;
  actions: TradeRowActions;
}) {
  const now = Date.now();
  return (
    <ul aria-label={label} className="divide-y divide-slate-100 rounded-xl border border-slate-200">
      {trades.map((trade) => {
        const state = tradeState(trade, showType, now);
        return (
          <li key={trade.id} className="space-y-3 px-4 py-3">
            <div className="space-y-1.5">
              {/* The badge on the heading's line: the sides below keep the row's whole width on a phone. */}
              <div className="flex items-start justify-between gap-3">
                <p className="min-w-0 pt-0.5 text-xs font-medium uppercase tracking-wide text-slate-500">{tradeHeading(trade, myId)}</p>
                <Badge tone={state.tone} className="shrink-0" aria-hidden>
                  {state.label}
                </Badge>
              </div>
              {/* Two columns: who gives on the left, the items on the right, wrapping within their column. */}
              <dl className="grid grid-cols-[auto_minmax(0,1fr)] gap-x-2 gap-y-0.5 text-sm">
                {tradeSides(trade, myId).map((side) => (
                  <div key={side.label} className="contents">
                    <dt className="text-slate-600">{`${side.label}: `}</dt>
                    <dd className="font-medium text-slate-900">{side.items}</dd>
                  </div>
                ))}
              </dl>
              <p className="text-sm text-slate-600">
                <span className="sr-only">{state.label}: </span>
                {state.detail}
              </p>
            </div>
            {actions !== 'none' && <RowActions trade={trade} draftId={draftId} showType={showType} actions={actions} />}
          </li>
        );
      })}
    </ul>
  );
}
