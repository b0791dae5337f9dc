// A player's trade proposal (docs/league.md#trades): another player of the league, then up to 3 of the
// player's own picks to give and up to 3 of the other's to get, as they hold them now (the room's picks
// with the roster moves applied), each marked when it is out of the game by what the player has watched.
// "Propose trade" sends it; what was sent is said under it while the offer is open, the server's refusal
// (422, 409) inline.
import { eliminationSeen, TRADE_MAX_ITEMS, type RosterItem, type ShowType } from '@reality-draft/events';
import { Badge, Button, CAST_OUT_WORDS, cn, ErrorNotice, errorMessage, SelectField, useWatchedThrough } from '@reality-draft/kit';
import { ArrowLeftRight } from 'lucide-react';
import { useId, useState } from 'react';
import { PanelForm } from '../../../components/PanelForm';
import { useProposeTradeMutation } from '../api/tradesApi';
import type { CastStatus } from '../hooks/useCastStatus';
import { proposalProblem, proposedText, rosterOf, toggled, type TradePlayer } from '../model/tradeView';

const NONE = '';

function ItemChecklist({
  legend,
  hint,
  items,
  chosen,
  onToggle,
  cast,
  showType,
  watchedThrough,
  empty,
}: {
  legend: string;
  hint: string;
  items: readonly RosterItem[];
  chosen: readonly string[];
  onToggle: (itemId: string, on: boolean) => void;
  cast: ReadonlyMap<string, CastStatus>;
  showType: ShowType;
  /** The player's spoiler guard for the show: an item out later than that is not marked. */
  watchedThrough: number | null;
  empty: string;
}) {
  const hintId = useId();
  const full = chosen.length >= TRADE_MAX_ITEMS;
  return (
    <fieldset aria-describedby={hintId} className="min-w-0 space-y-1.5">
      <legend className="text-sm font-medium text-slate-700">{legend}</legend>
      <p id={hintId} className="text-xs text-slate-500">
        {hint} ({chosen.length} of {TRADE_MAX_ITEMS} chosen)
      </p>
      {items.length === 0 ? (
        <p className="rounded-lg border border-dashed border-slate-300 px-3 py-3 text-sm text-slate-500">{empty}</p>
      ) : (
        <ul className="space-y-1.5">
          {items.map((item) => {
            const checked = chosen.includes(item.itemId);
            const status = cast.get(item.itemId);
            const out = status ? eliminationSeen(status.isActive, status.eliminatedIn, watchedThrough) === 'out' : false;
            return (
              <li key={item.itemId}>
                <label
                  className={cn(
                    'flex min-h-11 cursor-pointer items-center gap-2.5 rounded-lg border bg-white px-3 py-2 text-sm transition sm:min-h-10',
                    checked ? 'border-brand-300 ring-1 ring-brand-200' : 'border-slate-200 hover:border-slate-300',
                    !checked && full && 'cursor-not-allowed opacity-60',
                  )}
                >
                  <input
                    type="checkbox"
                    checked={checked}
                    disabled={!checked && full}
                    onChange={(event) => onToggle(item.itemId, event.target.checked)}
                    className="h-4 w-4 shrink-0 rounded border-slate-300 text-brand-600 focus:ring-brand-500"
                  />
                  <span className="min-w-0 flex-1 font-medium text-slate-900">{item.label}</span>
                  {out && (
                    <Badge tone="danger" className="shrink-0">
                      {CAST_OUT_WORDS[showType]}
                    </Badge>
                  )}
                </label>
              </li>
            );
          })}
        </ul>
      )}
    </fieldset>
  );
}

export function ProposeTradeForm({
  draftId,
  showType,
  myId,
  players,
  rosters,
  cast,
  openOfferIds,
}: {
  draftId: string;
  showType: ShowType;
  myId: string;
  /** The league's players in draft order. */
  players: readonly TradePlayer[];
  rosters: ReadonlyMap<string, readonly RosterItem[]>;
  cast: ReadonlyMap<string, CastStatus>;
  /** The player's offers still open: what was sent is said while it is one of them. */
  openOfferIds: readonly string[];
}) {
  const others = players.filter((person) => person.id !== myId);
  const [to, setTo] = useState(others.length === 1 ? others[0].id : NONE);
  const [give, setGive] = useState<string[]>([]);
  const [get, setGet] = useState<string[]>([]);
  const [problem, setProblem] = useState<string | null>(null);
  const [sent, setSent] = useState<{ tradeId: string; text: string } | null>(null);
  const [propose, proposing] = useProposeTradeMutation();
  const watchedThrough = useWatchedThrough(showType);
  const titleId = useId();
  const mine = rosterOf(rosters, myId);
  // A choice the rosters no longer hold (a trade completed meanwhile) is no choice.
  const toPlayerId = others.some((person) => person.id === to) ? to : NONE;
  const theirs = rosterOf(rosters, toPlayerId);
  const giving = give.filter((itemId) => mine.some((item) => item.itemId === itemId));
  const getting = get.filter((itemId) => theirs.some((item) => item.itemId === itemId));
  const other = others.find((person) => person.id === toPlayerId);
  const changed = () => {
    setProblem(null);
    setSent(null);
    proposing.reset();
  };

  if (others.length === 0) return <p className="rounded-xl bg-slate-50 px-4 py-3 text-sm text-slate-600">There is nobody else in this league to trade with.</p>;

  return (
    <PanelForm
      aria-labelledby={titleId}
      spacing="space-y-4"
      onSubmit={() => {
        const missing = proposalProblem(toPlayerId, giving, getting, showType);
        setProblem(missing);
        if (missing) return;
        void propose({ draftId, toPlayerId, give: giving, get: getting }).then((result) => {
          if (result.error) return;
          setSent({ tradeId: result.data.id, text: proposedText(result.data) });
          setGive([]);
          setGet([]);
        });
      }}
    >
      <h3 id={titleId} className="text-sm font-semibold text-slate-900">
        Propose a trade
      </h3>
      <SelectField
        label="Trade with"
        value={toPlayerId}
        onChange={(event) => {
          setTo(event.target.value);
          setGet([]);
          changed();
        }}
        options={[{ value: NONE, label: 'Choose a player' }, ...others.map((person) => ({ value: person.id, label: person.name }))]}
      />
      <div className="grid gap-4 sm:grid-cols-2">
        <ItemChecklist
          legend="You give"
          hint={`Up to ${TRADE_MAX_ITEMS} of yours`}
          items={mine}
          chosen={giving}
          onToggle={(itemId, on) => {
            setGive(toggled(giving, itemId, on));
            changed();
          }}
          cast={cast}
          showType={showType}
          watchedThrough={watchedThrough}
          empty="You hold no picks to trade."
        />
        <ItemChecklist
          legend="You get"
          hint={other ? `Up to ${TRADE_MAX_ITEMS} of ${other.firstName}’s` : 'Choose a player first'}
          items={theirs}
          chosen={getting}
          onToggle={(itemId, on) => {
            setGet(toggled(getting, itemId, on));
            changed();
          }}
          cast={cast}
          showType={showType}
          watchedThrough={watchedThrough}
          empty={other ? `${other.firstName} holds no picks to trade.` : 'Choose a player to see their picks.'}
        />
      </div>
      <div className="flex flex-wrap items-center gap-3">
        <Button type="submit" size="sm" busy={proposing.isLoading}>
          {!proposing.isLoading && <ArrowLeftRight className="h-4 w-4" aria-hidden />}
          Propose trade
        </Button>
        <p aria-live="polite" className="min-w-0 text-sm text-slate-700">
          {sent && openOfferIds.includes(sent.tradeId) ? sent.text : ''}
        </p>
      </div>
      {problem && <ErrorNotice>{problem}</ErrorNotice>}
      {proposing.error ? <ErrorNotice>{errorMessage(proposing.error, 'The trade could not be proposed. Please try again.')}</ErrorNotice> : null}
    </PanelForm>
  );
}
