// The dashboard's standings card (the Player Leaderboard of docs/player-area.md#show-sections, issue 19 §3): the player's own
// league, the one the Leaderboard opens on (the league last viewed while nothing new is scored, else where
// the news is), with a way to switch among their leagues and to the Leaderboard page. Nothing for a
// player in no league yet (joining is the card beside it).
import {
  buttonClasses,
  chooseLeague,
  draftLabel,
  draftStandingsPath,
  PLAYER_SHOW_PAGES,
  readViewedLeague,
  rememberViewedLeague,
  SelectField,
  useLeagues,
} from '@reality-draft/kit';
import { SHOW_NAMES } from '@reality-draft/events';
import { ChevronRight } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { itemsWord } from '../model/itemWords';
import { useScoredPeriods } from '../hooks/useStandings';
import { ShowStandings } from './ShowStandings';
import { SpoilerGate } from './SpoilerGate';

export function DashboardStandings({ youId }: { youId: string | null }) {
  const { leagues } = useLeagues();
  const scored = useScoredPeriods();
  const [chosen, setChosen] = useState<string | null>(null);
  const [viewed] = useState(readViewedLeague);
  const league = chooseLeague(leagues, chosen, scored.data, viewed);
  if (!league) return null;
  const pages = PLAYER_SHOW_PAGES[league.showType];
  return (
    <section aria-labelledby="your-standings" className="space-y-3">
      <div className="flex flex-col gap-3 sm:flex-row sm:items-end sm:justify-between">
        <h2 id="your-standings" className="text-lg font-semibold text-slate-900">
          Your Standings
        </h2>
        {leagues.length > 1 && (
          <SelectField
            label="League"
            options={leagues.map((one) => ({ value: one.id, label: draftLabel(one) }))}
            value={league.id}
            onChange={(event) => {
              setChosen(event.target.value);
              rememberViewedLeague(event.target.value, scored.data);
            }}
            className="w-full sm:w-72"
          />
        )}
      </div>
      <SpoilerGate showType={league.showType}>
        <ShowStandings
          key={league.id}
          showType={league.showType}
          draftId={league.id}
          title={`${SHOW_NAMES[league.showType]} Player Leaderboard`}
          description={`League ${draftLabel(league)}: drafted ${itemsWord(league.showType)}, mini-games and predictions.`}
          youId={youId}
          footer={
            <div className="flex flex-wrap gap-x-2">
              <Link to={draftStandingsPath(league.id)} className={buttonClasses({ variant: 'ghost', size: 'sm', className: '-ml-2' })}>
                All standings
                <ChevronRight className="h-4 w-4" aria-hidden />
              </Link>
              <Link to={pages.yours} className={buttonClasses({ variant: 'ghost', size: 'sm' })}>
                {pages.yoursLabel}
                <ChevronRight className="h-4 w-4" aria-hidden />
              </Link>
            </div>
          }
        />
      </SpoilerGate>
    </section>
  );
}
