// The draft board (issue 19 §5): a table of rounds by players, each cell the pick made there (its
// number, the item, who picked it when not the player); a player on auto-pick is marked. Wider than
// a phone, it scrolls inside its card, with the round column kept in view; the viewer's own column is marked.
// A pick replaced since the draft (`rosterMoves`) names what is in its place now, over whom it replaced; a
// traded one says to whom and from when ("traded to Ben from episode 3"), newest first.
import { PERIODS, PICKS_PER_PARTICIPANT, type Participant, type Pick, type RosterMove, type ShowType } from '@reality-draft/events';
import { Card, CardHeader, cn } from '@reality-draft/kit';
import { ArrowLeftRight, LayoutGrid, Repeat } from 'lucide-react';
import { draftBoard, type BoardCell, type BoardMove } from '../model/draftBoard';
import { participantById, participantFirstName, participantName } from '../model/participants';
import { pickName } from '../model/roomItems';
import { AutoPickOnBadge } from './AutoPickOnBadge';
import { PickSourceBadge } from './PickSourceBadge';

export function DraftBoard({
  participants,
  picks,
  viewerId,
  title = 'Draft Board',
  testId = 'draft-board',
  rosterMoves = [],
  showType,
}: {
  participants: Participant[];
  picks: Pick[];
  viewerId: string | null;
  /** The league's roster moves since the draft (the final board's; a Replay's board shows the draft as it went). */
  rosterMoves?: readonly RosterMove[];
  /** Names the period a replacement starts in ("from episode 2"). */
  showType?: ShowType;
  /** Another board on the page (the Replay's) is named apart. */
  title?: string;
  testId?: string;
}) {
  const board = draftBoard(participants, picks, PICKS_PER_PARTICIPANT, rosterMoves);
  const cells = board.rounds.flatMap((row) => row.cells);
  const replaced = cells.filter((cell) => cell.swaps.some((move) => move.kind === 'replacement')).length;
  const traded = cells.filter((cell) => cell.swaps.some((move) => move.kind === 'trade')).length;
  const caption = `Draft board: ${board.rounds.length} rounds by ${board.columns.length} players, picks in snake order${movedSince(replaced, traded)}`;
  const firstName = (playerId: string) => participantFirstName(participantById(participants, playerId));
  return (
    // Clipped to its rounded corners: the table's shaded cells reach the card's edge.
    <Card className="overflow-hidden">
      <CardHeader
        icon={<LayoutGrid className="h-5 w-5" />}
        title={title}
        description="Rounds down, players across in draft order. Picks snake: odd rounds left to right, even rounds right to left."
      />
      {board.columns.length > 2 && <p className="px-5 pt-2 text-xs text-slate-500 sm:hidden">Swipe the board sideways to see every player.</p>}
      {board.columns.length === 0 ? (
        <p className="p-5 text-sm text-slate-500 sm:p-6">Nobody joined this draft.</p>
      ) : (
        // Scrolls sideways inside the card on a phone; focusable so a keyboard can scroll it too.
        <div
          role="region"
          aria-label={title === 'Draft Board' ? 'Draft board' : title}
          tabIndex={0}
          className="mt-4 overflow-x-auto focus:outline-none focus-visible:ring-2 focus-visible:ring-inset focus-visible:ring-brand-500 sm:mt-6"
        >
          <table data-testid={testId} className="w-full min-w-max border-separate border-spacing-0 text-left text-sm">
            <caption className="sr-only">{caption}</caption>
            <thead>
              <tr>
                <th
                  scope="col"
                  className="sticky left-0 z-10 border-b border-slate-200 bg-slate-50 px-3 py-2 text-xs font-semibold uppercase tracking-wide text-slate-600 sm:px-4"
                >
                  Round
                </th>
                {board.columns.map((person) => {
                  const you = person.id === viewerId;
                  return (
                    <th
                      key={person.id}
                      scope="col"
                      className={cn(
                        'min-w-36 border-b border-slate-200 px-3 py-2 align-bottom font-semibold text-slate-900 sm:min-w-44',
                        you ? 'bg-brand-50' : 'bg-slate-50',
                      )}
                    >
                      <span className="block text-xs font-medium text-slate-600">Position {person.draftPosition}</span>
                      <span className="flex flex-wrap items-center gap-x-1.5 gap-y-1">
                        <span>
                          {participantName(person)}
                          {you && <span className="ml-1 text-xs font-medium text-brand-700">(you)</span>}
                        </span>
                        {person.autoPick && <AutoPickOnBadge />}
                      </span>
                    </th>
                  );
                })}
              </tr>
            </thead>
            <tbody>
              {board.rounds.map((row) => (
                <tr key={row.round}>
                  <th scope="row" className="sticky left-0 z-10 border-b border-slate-100 bg-white px-3 py-3 font-semibold text-slate-700 sm:px-4">
                    Round {row.round}
                  </th>
                  {row.cells.map((cell, column) => (
                    <BoardCellView
                      key={board.columns[column].id}
                      cell={cell}
                      mine={board.columns[column].id === viewerId}
                      showType={showType}
                      firstName={firstName}
                    />
                  ))}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </Card>
  );
}

/** "; 1 pick replaced and 2 picks traded since the draft" for the caption; empty when none moved. */
function movedSince(replaced: number, traded: number): string {
  const picks = (count: number) => `${count} ${count === 1 ? 'pick' : 'picks'}`;
  const said = [replaced ? `${picks(replaced)} replaced` : '', traded ? `${picks(traded)} traded` : ''].filter(Boolean);
  return said.length ? `; ${said.join(' and ')} since the draft` : '';
}

function BoardCellView({ cell, mine, showType, firstName }: { cell: BoardCell; mine: boolean; showType?: ShowType; firstName: (playerId: string) => string }) {
  const { pick, swaps } = cell;
  const now = swaps.filter((move) => move.kind === 'replacement').at(-1);
  return (
    <td className={cn('border-b border-slate-100 px-3 py-3 align-top', mine && 'bg-brand-50/40')}>
      <span className="block text-xs font-medium tabular-nums text-slate-600">Pick {cell.pickNumber}</span>
      {pick ? (
        <>
          <span className="mt-0.5 flex flex-wrap items-center gap-1.5">
            <span className={cn('font-medium', cell.heldBy ? 'text-slate-600' : 'text-slate-900')}>{now ? now.addLabel : pickName(pick)}</span>
            <PickSourceBadge source={pick.source} />
          </span>
          {/* Newest first: the latest move on the place, and so on back to the drafted pick. */}
          {[...swaps].reverse().map((move, index) => (
            <MoveNote key={index} move={move} showType={showType} firstName={firstName} />
          ))}
        </>
      ) : (
        <span className="mt-0.5 block text-slate-500">Not picked</span>
      )}
    </td>
  );
}

/**
 * Small, under the name, wrapping within the cell on a phone: "replaced ~~Lou~~ from episode 2", or
 * "traded to Ben from episode 3" (the place's item and its new holder).
 */
function MoveNote({ move, showType, firstName }: { move: BoardMove; showType?: ShowType; firstName: (playerId: string) => string }) {
  const from = showType ? ` from ${PERIODS[showType].word} ${move.fromPeriod}` : '';
  return (
    <span className="mt-1 flex max-w-48 items-start gap-1 text-xs text-slate-500">
      {move.kind === 'trade' ? <ArrowLeftRight className="mt-0.5 h-3 w-3 shrink-0" aria-hidden /> : <Repeat className="mt-0.5 h-3 w-3 shrink-0" aria-hidden />}
      {move.kind === 'trade' ? (
        <span>
          traded to <span className="font-medium text-slate-700">{firstName(move.toPlayerId)}</span>
          {from}
        </span>
      ) : (
        <span>
          replaced <s className="text-slate-600">{move.dropLabel}</s>
          {from}
        </span>
      )}
    </span>
  );
}
