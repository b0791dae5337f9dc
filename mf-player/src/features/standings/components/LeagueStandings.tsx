// One league's standings (a Leaderboard tab): its Player Leaderboard with the chart and breakdowns,
// after the spoiler question for a player who has not answered it for this show, and the spoiler
// guard to change that answer later, and the way to the league's page, its chat (docs/chat.md#where).
// Admins see every total at once.
import { buttonClasses, draftLabel, leaguePath, PLAYER_SHOW_PAGES, useSession } from '@reality-draft/kit';
import { SHOW_NAMES, type DraftSummary } from '@reality-draft/events';
import { ChevronRight, MessagesSquare } from 'lucide-react';
import { Link } from 'react-router-dom';
import { itemsWord } from '../model/itemWords';
import { ShowStandings } from './ShowStandings';
import { SpoilerGate } from './SpoilerGate';
import { SpoilerGuardCard } from './SpoilerGuardCard';

export function LeagueStandings({ league, youId }: { league: DraftSummary; youId: string | null }) {
  const session = useSession();
  const isAdmin = session.role === 'admin';
  // The chat is the league's players' and its own admin's: another admin watching the standings has none.
  const hasChat = !isAdmin || (session.role === 'admin' && session.admin?.id === league.adminId);
  const pages = PLAYER_SHOW_PAGES[league.showType];
  return (
    <SpoilerGate showType={league.showType}>
      <div className="space-y-6 sm:space-y-8">
        <ShowStandings
          key={league.id}
          showType={league.showType}
          draftId={league.id}
          title={`${SHOW_NAMES[league.showType]} Player Leaderboard`}
          description={`League ${draftLabel(league)}: drafted ${itemsWord(league.showType)}, mini-games and predictions. Tap a player for their breakdown.`}
          youId={youId}
          footer={
            <div className="flex flex-wrap gap-2">
              {!isAdmin && (
                <Link to={pages.yours} className={buttonClasses({ variant: 'ghost', size: 'sm', className: '-ml-2' })}>
                  {pages.yoursLabel}
                  <ChevronRight className="h-4 w-4" aria-hidden />
                </Link>
              )}
              {hasChat && (
                <Link to={leaguePath(league.id)} className={buttonClasses({ variant: 'ghost', size: 'sm' })}>
                  <MessagesSquare className="h-4 w-4" aria-hidden />
                  League chat
                </Link>
              )}
            </div>
          }
        />
        {!isAdmin && <SpoilerGuardCard showType={league.showType} />}
      </div>
    </SpoilerGate>
  );
}
