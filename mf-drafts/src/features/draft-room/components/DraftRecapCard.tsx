// 'Draft Recap' (issue 19 §5): the finished draft in a few facts (rounds, picks, auto-picks, the first
// pick, the fastest picker), the viewer's own picks, and the way to the league's standings. In a
// finished room it follows the Replay (`asOf`): the picks given are those standing at its moment.
import type { Participant, Pick } from '@reality-draft/events';
import { buttonClasses, Card, CardHeader, draftStandingsPath } from '@reality-draft/kit';
import { ArrowRight, Sparkles } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { draftRecap, secondsText, type DraftRecap } from '../model/draftRecap';

export function DraftRecapCard({
  draftId,
  participants,
  picks,
  totalPicks,
  viewerId,
  asOf = false,
}: {
  draftId: string;
  participants: Participant[];
  picks: Pick[];
  totalPicks: number;
  viewerId: string | null;
  asOf?: boolean;
}) {
  const recap = draftRecap(participants, picks, totalPicks, viewerId);
  const made = `${recap.picksMade} of ${recap.totalPicks} picks made`;
  return (
    <Card className="flex flex-col">
      <CardHeader icon={<Sparkles className="h-5 w-5" />} title="Draft Recap" description={asOf ? `${made} at the Replay’s moment` : made} />
      <dl className="mt-4 grid grid-cols-2 gap-x-4 gap-y-4 px-5 sm:mt-6 sm:px-6">
        <Fact term="Rounds">{recap.rounds}</Fact>
        <Fact term="Picks">{recap.picksMade}</Fact>
        <Fact term="Auto-picks">{recap.autoPicks}</Fact>
        <Fact term="Players">{participants.length}</Fact>
        <Fact term="First pick" wide>
          {recap.firstPick ? `${recap.firstPick.name}, by ${recap.firstPick.playerName}` : 'None'}
        </Fact>
        <Fact term="Fastest picker" wide>
          {fastestText(recap)}
        </Fact>
      </dl>
      {viewerId && <YourPicks picks={recap.yourPicks} />}
      <div className="mt-auto p-5 sm:p-6">
        <Link to={draftStandingsPath(draftId)} className={buttonClasses({ className: 'w-full' })}>
          View Standings
          <ArrowRight className="h-4 w-4" aria-hidden />
        </Link>
      </div>
    </Card>
  );
}

function fastestText({ fastest, picksMade, autoPicks }: DraftRecap): string {
  if (!fastest) return picksMade > 0 && autoPicks === picksMade ? 'Every pick was automatic' : 'Not timed';
  const each = fastest.picks === 1 ? 'for their one pick' : 'a pick on average';
  return `${fastest.playerName}, ${secondsText(fastest.averageSeconds)} ${each}`;
}

function Fact({ term, wide = false, children }: { term: string; wide?: boolean; children: ReactNode }) {
  return (
    <div className={wide ? 'col-span-2 min-w-0' : 'min-w-0'}>
      <dt className="text-xs font-medium uppercase tracking-wide text-slate-600">{term}</dt>
      <dd className="mt-0.5 break-words font-semibold text-slate-900">{children}</dd>
    </div>
  );
}

function YourPicks({ picks }: { picks: DraftRecap['yourPicks'] }) {
  return (
    <div className="mt-5 border-t border-slate-100 px-5 pt-4 sm:px-6">
      <h3 className="text-sm font-semibold text-slate-900">Your picks</h3>
      {picks.length === 0 ? (
        <p className="mt-1 text-sm text-slate-600">You made no picks in this draft.</p>
      ) : (
        <ol className="mt-2 space-y-1.5 text-sm">
          {picks.map((pick) => (
            <li key={pick.pickNumber} className="flex items-baseline gap-2">
              <span className="w-14 shrink-0 tabular-nums text-slate-600">Pick {pick.pickNumber}</span>
              <span className="min-w-0 flex-1 break-words font-medium text-slate-900">{pick.name}</span>
              {pick.isAutoPick && <span className="shrink-0 text-xs text-amber-800">Auto</span>}
            </li>
          ))}
        </ol>
      )}
    </div>
  );
}
