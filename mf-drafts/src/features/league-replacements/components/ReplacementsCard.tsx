// Replacement picks (docs/league.md#replacements), once the draft is over. A player: how many they have
// left, the claim form while they hold an eliminated pick (else when they may claim), and their claims. The
// league's admin: every claim of the league, and "Settle claims now" while a window is open.
import type { ReplacementsAnswer, ShowType } from '@reality-draft/events';
import { Button, EmptyNotice, ErrorNotice, errorMessage, SectionCard } from '@reality-draft/kit';
import { Gavel, Repeat } from 'lucide-react';
import { LeagueReadStates } from '../../../components/LeagueReadStates';
import { useSettleReplacementsMutation } from '../api/replacementsApi';
import { useLeagueReplacements } from '../hooks/useLeagueReplacements';
import { claimChance, hasPending, nextSettlesAt, noClaimText, remainingText, rulesSummary, timeText } from '../model/replacementView';
import { ClaimForm } from './ClaimForm';
import { ClaimList } from './ClaimList';

/** Who reads the card: a player of the league or its admin (nobody else may read the claims). */
export type ReplacementsViewer = 'player' | 'leagueAdmin';

function PlayerReplacements({ answer, showType }: { answer: ReplacementsAnswer; showType: ShowType }) {
  const chance = claimChance(answer);
  return (
    <div className="space-y-4">
      <div className="space-y-1">
        <p className="text-sm font-semibold text-slate-900">{remainingText(answer)}</p>
        {answer.rules.perPlayer > 0 && <p className="text-sm text-slate-600">{rulesSummary(answer.rules)}</p>}
      </div>
      {chance === 'claim' ? (
        <ClaimForm answer={answer} showType={showType} />
      ) : (
        <p className="rounded-xl bg-slate-50 px-4 py-3 text-sm text-slate-600">{noClaimText(chance, answer.rules.perPlayer, showType)}</p>
      )}
      {answer.claims.length > 0 && (
        <div className="space-y-2">
          <h3 className="text-sm font-semibold text-slate-900">Your claims</h3>
          <ClaimList claims={answer.claims} showType={showType} label="Your claims" showPlayer={false} />
        </div>
      )}
    </div>
  );
}

function AdminReplacements({ answer, showType }: { answer: ReplacementsAnswer; showType: ShowType }) {
  const [settle, settling] = useSettleReplacementsMutation();
  const closes = nextSettlesAt(answer.claims);
  return (
    <div className="space-y-4">
      <p className="text-sm text-slate-600">
        {answer.rules.perPlayer === 0 ? 'No replacement picks this season.' : `Up to ${answer.rules.perPlayer} per player. ${rulesSummary(answer.rules)}`}
      </p>
      {hasPending(answer.claims) && (
        <div className="flex flex-col gap-3 rounded-xl border border-amber-200 bg-amber-50/60 p-4 sm:flex-row sm:items-center sm:justify-between">
          <p className="text-sm text-amber-900">
            Claims are open{closes ? ` until ${timeText(closes, Date.now())}` : ''}. Settling now decides them by the standings as they are.
          </p>
          <Button size="sm" busy={settling.isLoading} onClick={() => void settle(answer.draftId)}>
            {!settling.isLoading && <Gavel className="h-4 w-4" aria-hidden />}
            Settle claims now
          </Button>
        </div>
      )}
      {settling.error ? <ErrorNotice>{errorMessage(settling.error, 'The claims could not be settled. Please try again.')}</ErrorNotice> : null}
      {answer.claims.length > 0 ? (
        <ClaimList claims={answer.claims} showType={showType} label="Claims in this league" showPlayer />
      ) : (
        <EmptyNotice>No claims yet. A player whose pick is eliminated can claim someone undrafted.</EmptyNotice>
      )}
    </div>
  );
}

export function ReplacementsCard({
  draftId,
  showType,
  viewer,
  className,
}: {
  draftId: string;
  showType: ShowType;
  viewer: ReplacementsViewer;
  className?: string;
}) {
  const read = useLeagueReplacements(draftId);
  return (
    <SectionCard
      icon={<Repeat className="h-5 w-5" />}
      title="Replacement picks"
      description={viewer === 'leagueAdmin' ? 'Every claim in the league.' : 'Swap an eliminated pick for someone undrafted who is still in.'}
      className={className}
    >
      <LeagueReadStates
        read={read}
        refusedText="Only the league’s players and its admin can see its replacement picks."
        loading="Loading replacement picks..."
        loadingClassName="py-8"
        failed="The replacement picks could not be loaded."
      >
        {(answer) =>
          viewer === 'leagueAdmin' ? <AdminReplacements answer={answer} showType={showType} /> : <PlayerReplacements answer={answer} showType={showType} />
        }
      </LeagueReadStates>
    </SectionCard>
  );
}
