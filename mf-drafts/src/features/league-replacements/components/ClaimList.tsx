// Replacement claims, newest first: who comes in for whom (and, for the league's admin, whose claim it
// is), a badge (Pending, Won, Lost) and the line under it: until when, from which episode or week and at
// what cost, or why it was lost.
import type { ReplacementClaimView, ShowType } from '@reality-draft/events';
import { Badge } from '@reality-draft/kit';
import { claimState, swapText } from '../model/replacementView';

export function ClaimList({
  claims,
  showType,
  label,
  showPlayer,
}: {
  claims: readonly ReplacementClaimView[];
  showType: ShowType;
  label: string;
  showPlayer: boolean;
}) {
  const now = Date.now();
  return (
    <ul aria-label={label} className="divide-y divide-slate-100 rounded-xl border border-slate-200">
      {claims.map((claim) => {
        const state = claimState(claim, showType, now);
        return (
          <li key={claim.id} className="flex items-start justify-between gap-3 px-4 py-3">
            <div className="min-w-0 space-y-0.5">
              {showPlayer && <p className="text-xs font-medium uppercase tracking-wide text-slate-500">{claim.playerName}</p>}
              <p className="text-sm font-medium text-slate-900">{swapText(claim)}</p>
              <p className="text-sm text-slate-600">
                <span className="sr-only">{state.label}: </span>
                {state.detail}
              </p>
            </div>
            <Badge tone={state.tone} className="mt-0.5 shrink-0" aria-hidden>
              {state.label}
            </Badge>
          </li>
        );
      })}
    </ul>
  );
}
