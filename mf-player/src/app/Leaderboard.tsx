// /leaderboard (issue 19 §3, beyond the spec): the standings of the person's leagues, a tab per draft
// (a player's joined drafts, an admin's own), with the mini-game leaderboard as the last tab. The open
// league is in the URL (?draft=<id>), so a link opens it; without one, it opens where the news is: a
// league of the show scored most recently, else the first league.
import {
  BackLink,
  buttonClasses,
  Card,
  chooseLeague,
  draftStandingsPath,
  errorMessage,
  ErrorNotice,
  LeaderboardTabs,
  LoadingState,
  PageHeader,
  PLAYER_DASHBOARD_PATH,
  readViewedLeague,
  rememberViewedLeague,
  useCurrentPlayer,
  useLeagues,
} from '@reality-draft/kit';
import { Trophy } from 'lucide-react';
import { useEffect, useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import { LeagueStandings } from '../features/standings/components/LeagueStandings';
import { useScoredPeriods } from '../features/standings/hooks/useStandings';
import { scoped } from './scoped';

function NoLeagues({ isAdmin }: { isAdmin: boolean }) {
  return (
    <Card className="flex flex-col items-center gap-3 px-6 py-12 text-center">
      <span aria-hidden className="flex h-14 w-14 items-center justify-center rounded-2xl bg-amber-50 text-amber-600">
        <Trophy className="h-7 w-7" />
      </span>
      <h2 className="text-lg font-semibold text-slate-900">No Leagues Yet</h2>
      <p className="max-w-md text-sm text-slate-600">
        {isAdmin ? 'Create a draft: its standings appear here.' : 'Join a draft from your dashboard: its standings appear here.'}
      </p>
      <Link to={isAdmin ? '/drafts' : '/player/dashboard'} className={buttonClasses({ variant: 'outline' })}>
        {isAdmin ? 'Go to Drafts' : 'Go to your dashboard'}
      </Link>
    </Card>
  );
}

function Leaderboard() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const { leagues, isLoading, error, isAdmin } = useLeagues();
  const { player } = useCurrentPlayer();
  const scored = useScoredPeriods();
  const requested = params.get('draft');
  // Without a league asked for, the choice waits for what is scored (a failed read: the first league).
  const choosing = !requested && scored.isLoading;
  const [viewed] = useState(readViewedLeague);
  const league = choosing ? null : chooseLeague(leagues, requested, scored.data, viewed);
  // The league shown is the one in the URL (a link or the back button reopens it), and the one the next visit reopens.
  useEffect(() => {
    if (!league) return;
    if (league.id !== requested) void navigate(draftStandingsPath(league.id), { replace: true });
    else rememberViewedLeague(league.id, scored.data);
  }, [league, requested, navigate, scored.data]);

  return (
    <div className="space-y-6 sm:space-y-8">
      <PageHeader
        eyebrow="Leaderboard"
        title="Leaderboard"
        description={
          isAdmin ? 'The standings of every draft you run, and the mini-games’ best times.' : 'The standings of your leagues, and the mini-games’ best times.'
        }
        actions={<BackLink to={isAdmin ? '/admin' : PLAYER_DASHBOARD_PATH} />}
      />
      {isLoading || choosing ? (
        <LoadingState label="Loading your leagues..." />
      ) : error ? (
        <ErrorNotice>{errorMessage(error, 'Could not load your leagues.')}</ErrorNotice>
      ) : (
        <LeaderboardTabs leagues={leagues} selected={league?.id ?? ''}>
          {league ? <LeagueStandings league={league} youId={isAdmin ? null : (player?.id ?? null)} /> : <NoLeagues isAdmin={isAdmin} />}
        </LeaderboardTabs>
      )}
    </div>
  );
}

export default scoped(Leaderboard);
