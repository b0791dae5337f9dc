// The dashboard's three show sections (spec 02 §2): each with its Game Rules dialog and the way to
// the player's teams or contestants; the bios pages arrive with a later release.
import { Button, buttonClasses, Card, Dialog, ShowIcon } from '@reality-draft/kit';
import { SHOW_NAMES, type ShowType } from '@reality-draft/events';
import { BookOpen, ChevronRight } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { gameRules } from '../api/gameRules';

const SECTIONS: { showType: ShowType; to: string; label: string; blurb: string }[] = [
  {
    showType: 'big_brother',
    to: '/player/your-contestants?show=big_brother',
    label: 'Your Contestants',
    blurb: 'Houseguests score for HoH, veto, blockbuster and surviving the block.',
  },
  {
    showType: 'amazing_race',
    to: '/player/your-amazing-race-teams',
    label: 'Your Race Teams',
    blurb: 'Teams score by their placement each leg, plus the Express Pass.',
  },
  {
    showType: 'survivor',
    to: '/player/your-contestants?show=survivor',
    label: 'Your Contestants',
    blurb: 'Castaways score for immunity, rewards, idols and every episode survived.',
  },
];

function RulesDialog({ showType, onClose }: { showType: ShowType; onClose: () => void }) {
  const rules = gameRules(showType);
  return (
    <Dialog open onOpenChange={(open) => !open && onClose()} title={`${SHOW_NAMES[showType]}: Game Rules`} description={rules.summary}>
      <table className="w-full text-sm">
        <caption className="sr-only">Points</caption>
        <tbody className="divide-y divide-slate-100">
          {rules.scoring.map((line) => (
            <tr key={line.label}>
              <th scope="row" className="py-2 text-left font-normal text-slate-700">
                {line.label}
              </th>
              <td className="py-2 text-right font-semibold tabular-nums text-slate-900">{line.points} pts</td>
            </tr>
          ))}
        </tbody>
      </table>
      <p className="mt-4 text-sm text-slate-600">{rules.total}</p>
    </Dialog>
  );
}

export function ShowSections() {
  const [rulesFor, setRulesFor] = useState<ShowType | null>(null);
  return (
    <section aria-labelledby="your-shows" className="space-y-4">
      <h2 id="your-shows" className="text-lg font-semibold text-slate-900">
        Your Shows
      </h2>
      <div className="grid gap-4 md:grid-cols-3">
        {SECTIONS.map(({ showType, to, label, blurb }) => (
          <Card key={showType} className="flex flex-col p-5">
            <div className="flex items-center gap-3">
              <span aria-hidden className="flex h-10 w-10 items-center justify-center rounded-xl bg-brand-50 text-brand-600">
                <ShowIcon showType={showType} />
              </span>
              <h3 className="text-base font-semibold text-slate-900">{SHOW_NAMES[showType]}</h3>
            </div>
            <p className="mt-2 flex-1 text-sm text-slate-500">{blurb}</p>
            <div className="mt-4 flex flex-wrap gap-2">
              <Link to={to} className={buttonClasses({ size: 'sm' })}>
                {label}
                <ChevronRight className="h-4 w-4" aria-hidden />
              </Link>
              <Button variant="outline" size="sm" onClick={() => setRulesFor(showType)} aria-label={`${SHOW_NAMES[showType]} Game Rules`}>
                <BookOpen className="h-4 w-4" aria-hidden />
                Game Rules
              </Button>
            </div>
            <p className="mt-3 text-xs text-slate-500">Bios arrive with a later release.</p>
          </Card>
        ))}
      </div>
      {rulesFor && <RulesDialog showType={rulesFor} onClose={() => setRulesFor(null)} />}
    </section>
  );
}
