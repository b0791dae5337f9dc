// The dashboard's three show sections (docs/player-area.md#show-sections): each with its Game Rules dialog, its bios page
// and the page of the player's own teams or contestants.
import { Button, buttonClasses, Card, PLAYER_SHOW_PAGES, ShowIcon } from '@reality-draft/kit';
import { SHOW_NAMES, type ShowType } from '@reality-draft/events';
import { BookOpen, ChevronRight, IdCard } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { GameRulesDialog } from './GameRulesDialog';

const SECTIONS: { showType: ShowType; blurb: string }[] = [
  { showType: 'big_brother', blurb: 'Houseguests score for HoH, veto, blockbuster and surviving the block.' },
  { showType: 'amazing_race', blurb: 'Teams score by their placement each leg, plus the Express Pass.' },
  { showType: 'survivor', blurb: 'Castaways score for immunity, rewards, idols and every episode survived.' },
];

export function ShowSections() {
  const [rulesFor, setRulesFor] = useState<ShowType | null>(null);
  return (
    <section aria-labelledby="your-shows" className="space-y-4">
      <h2 id="your-shows" className="text-lg font-semibold text-slate-900">
        Your Shows
      </h2>
      <div className="grid gap-4 md:grid-cols-3">
        {SECTIONS.map(({ showType, blurb }) => {
          const pages = PLAYER_SHOW_PAGES[showType];
          const show = SHOW_NAMES[showType];
          return (
            <Card key={showType} className="flex flex-col p-5">
              <div className="flex items-center gap-3">
                <span aria-hidden className="flex h-10 w-10 items-center justify-center rounded-xl bg-brand-50 text-brand-600">
                  <ShowIcon showType={showType} />
                </span>
                <h3 className="text-base font-semibold text-slate-900">{show}</h3>
              </div>
              <p className="mt-2 flex-1 text-sm text-slate-600">{blurb}</p>
              <div className="mt-4 flex flex-wrap gap-2">
                <Link to={pages.yours} className={buttonClasses({ size: 'sm' })} aria-label={`${show}: ${pages.yoursLabel}`}>
                  {pages.yoursLabel}
                  <ChevronRight className="h-4 w-4" aria-hidden />
                </Link>
                <Link to={pages.bios} className={buttonClasses({ size: 'sm', variant: 'outline' })} aria-label={`${show}: ${pages.biosLabel}`}>
                  <IdCard className="h-4 w-4" aria-hidden />
                  {pages.biosLabel}
                </Link>
                <Button variant="ghost" size="sm" onClick={() => setRulesFor(showType)} aria-label={`${show} Game Rules`}>
                  <BookOpen className="h-4 w-4" aria-hidden />
                  Game Rules
                </Button>
              </div>
            </Card>
          );
        })}
      </div>
      {rulesFor && <GameRulesDialog showType={rulesFor} onClose={() => setRulesFor(null)} />}
    </section>
  );
}
