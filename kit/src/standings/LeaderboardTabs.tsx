// One place for every leaderboard (issue 19 §3): a tab per league of the person (its standings, at
// /leaderboard?draft=<id>) and a Mini-games tab (/mini-game-leaderboard). The selected tab lives in
// the URL, so a link opens a league; the panel under the tabs is the page's own content. The tabs wrap
// onto a second row rather than hide off a phone's edge.
import type { DraftSummary } from '@reality-draft/events';
import type { ReactNode } from 'react';
import { useNavigate } from 'react-router-dom';
import { draftStandingsPath } from '../drafts/roomPaths';
import { draftLabel } from '../drafts/draftText';
import { ShowIcon } from '../ui/ShowIcon';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../ui/Tabs';
import { Timer } from 'lucide-react';
import { MINI_GAME_LEADERBOARD_PATH, MINI_GAMES_TAB } from './leagues';

export interface LeaderboardTabsProps {
  leagues: readonly DraftSummary[];
  /** A league's id, MINI_GAMES_TAB, or '' while no league is open. */
  selected: string;
  children: ReactNode;
}

export function LeaderboardTabs({ leagues, selected, children }: LeaderboardTabsProps) {
  const navigate = useNavigate();
  const open = (value: string) => void navigate(value === MINI_GAMES_TAB ? MINI_GAME_LEADERBOARD_PATH : draftStandingsPath(value));
  return (
    // Manual activation: arrow keys move between tabs, Enter or Space opens one (opening one is a navigation).
    <Tabs value={selected} onValueChange={open} activationMode="manual">
      <TabsList aria-label="Leaderboards" className="flex-wrap sm:flex sm:w-fit">
        {leagues.map((league) => (
          <TabsTrigger key={league.id} value={league.id} className="flex-none whitespace-nowrap px-3">
            <ShowIcon showType={league.showType} className="h-4 w-4 shrink-0" />
            {draftLabel(league)}
          </TabsTrigger>
        ))}
        <TabsTrigger value={MINI_GAMES_TAB} className="flex-none whitespace-nowrap px-3">
          <Timer className="h-4 w-4 shrink-0" aria-hidden />
          Mini-games
        </TabsTrigger>
      </TabsList>
      {selected && <TabsContent value={selected}>{children}</TabsContent>}
      {!selected && <div className="mt-4">{children}</div>}
    </Tabs>
  );
}
