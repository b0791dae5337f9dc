// Trades (docs/league.md#trades), once the draft is over. A player: the league's trade rule in a line, the
// proposal form (while trades are on), the offers to them (Accept, Decline), their own offers (Cancel
// offer) and the league's answered trades. The league's admin: every trade, with Veto on those proposed
// or under review. The page gives the players and their rosters now (the room's picks with the roster
// moves applied).
import type { RosterItem, ShowType, TradesAnswer } from '@reality-draft/events';
import { EmptyNotice, SectionCard } from '@reality-draft/kit';
import { ArrowLeftRight } from 'lucide-react';
import type { ReactNode } from 'react';
import { LeagueReadStates } from '../../../components/LeagueReadStates';
import { useCastStatus } from '../hooks/useCastStatus';
import { useLeagueTrades } from '../hooks/useLeagueTrades';
import { tradeGroups, tradeRulesText, type TradePlayer } from '../model/tradeView';
import { ProposeTradeForm } from './ProposeTradeForm';
import { TradeList } from './TradeList';

/** Who reads the card: a player of the league or its admin (nobody else may read the trades). */
export type TradesViewer = 'player' | 'leagueAdmin';

function RulesLine({ rules }: { rules: TradesAnswer['rules'] }) {
  return rules.enabled ? (
    <p className="text-sm text-slate-600">{tradeRulesText(rules)}</p>
  ) : (
    <p className="rounded-xl bg-slate-50 px-4 py-3 text-sm text-slate-600">{tradeRulesText(rules)}</p>
  );
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <div className="space-y-2">
      <h3 className="text-sm font-semibold text-slate-900">{title}</h3>
      {children}
    </div>
  );
}

/** The league's players, in draft order, and what each holds now. */
export interface TradeLeague {
  players: readonly TradePlayer[];
  rosters: ReadonlyMap<string, readonly RosterItem[]>;
}

function PlayerTrades({ answer, showType, league, myId }: { answer: TradesAnswer; showType: ShowType; league: TradeLeague; myId: string }) {
  const cast = useCastStatus(showType);
  const groups = tradeGroups(answer.trades, myId);
  const list = { draftId: answer.draftId, showType, myId };
  return (
    <div className="space-y-5">
      <RulesLine rules={answer.rules} />
      {answer.rules.enabled && (
        <ProposeTradeForm
          draftId={answer.draftId}
          showType={showType}
          myId={myId}
          players={league.players}
          rosters={league.rosters}
          cast={cast}
          openOfferIds={groups.yourOffers.map((trade) => trade.id)}
        />
      )}
      {groups.offersToYou.length > 0 && (
        <Section title="Offers to you">
          <TradeList {...list} trades={groups.offersToYou} label="Offers to you" actions="answer" />
        </Section>
      )}
      {groups.yourOffers.length > 0 && (
        <Section title="Your offers">
          <TradeList {...list} trades={groups.yourOffers} label="Your offers" actions="cancel" />
        </Section>
      )}
      {groups.league.length > 0 && (
        <Section title="League trades">
          <TradeList {...list} trades={groups.league} label="League trades" actions="none" />
        </Section>
      )}
    </div>
  );
}

/** Every trade in one list: the league's admin's, with Veto. */
function AllTrades({ answer, showType, myId, veto }: { answer: TradesAnswer; showType: ShowType; myId: string | null; veto: boolean }) {
  return (
    <div className="space-y-4">
      <RulesLine rules={answer.rules} />
      {answer.trades.length > 0 ? (
        <TradeList
          trades={answer.trades}
          draftId={answer.draftId}
          showType={showType}
          myId={myId}
          label="Trades in this league"
          actions={veto ? 'veto' : 'none'}
        />
      ) : (
        <EmptyNotice>No trades yet. Players propose them here once the draft is over.</EmptyNotice>
      )}
    </div>
  );
}

export function TradesCard({
  draftId,
  showType,
  league,
  viewer,
  myId,
  className,
}: {
  draftId: string;
  showType: ShowType;
  league: TradeLeague;
  viewer: TradesViewer;
  myId: string | null;
  className?: string;
}) {
  const read = useLeagueTrades(draftId);
  return (
    <SectionCard
      icon={<ArrowLeftRight className="h-5 w-5" />}
      title="Trades"
      description={viewer === 'leagueAdmin' ? 'Every trade in the league; veto one before it completes.' : 'Swap picks with another player of the league.'}
      className={className}
    >
      <LeagueReadStates
        read={read}
        refusedText="Only the league’s players and its admin can see its trades."
        loading="Loading trades..."
        loadingClassName="py-8"
        failed="The trades could not be loaded."
      >
        {(answer) =>
          viewer === 'player' && myId ? (
            <PlayerTrades answer={answer} showType={showType} league={league} myId={myId} />
          ) : (
            <AllTrades answer={answer} showType={showType} myId={myId} veto={viewer === 'leagueAdmin'} />
          )
        }
      </LeagueReadStates>
    </SectionCard>
  );
}
