// /player/your-contestants?show=big_brother|survivor (docs/player-area.md#your-teams): that show's Player Leaderboard
// (rows open a point breakdown) with the points-over-time chart, the spoiler guard, and the player's
// contestant cards.
import { cn, PlayerPageHeader, ShowIcon, useCurrentPlayer } from '@reality-draft/kit';
import { SHOW_NAMES, type ShowType } from '@reality-draft/events';
import { Link, useSearchParams } from 'react-router-dom';
import { ShowMiniGameLeaderboard } from '../features/minigames/components/ShowMiniGameLeaderboard';
import { ShowSeasonSections } from '../features/standings/components/ShowSeasonSections';
import { scoped } from './scoped';

const SHOWS = ['big_brother', 'survivor'] as const satisfies readonly ShowType[];

function ShowSwitch({ current }: { current: ShowType }) {
  return (
    <nav aria-label="Show" className="flex rounded-xl bg-slate-100 p-1">
      {SHOWS.map((show) => (
        <Link
          key={show}
          to={`?show=${show}`}
          aria-current={show === current ? 'page' : undefined}
          className={cn(
            'inline-flex flex-1 items-center justify-center gap-2 whitespace-nowrap rounded-lg px-3 py-1.5 text-sm font-medium transition',
            show === current ? 'bg-white text-slate-900 shadow-sm' : 'text-slate-600 hover:text-slate-900',
          )}
        >
          <ShowIcon showType={show} className="h-4 w-4" />
          {SHOW_NAMES[show]}
        </Link>
      ))}
    </nav>
  );
}

function YourContestants() {
  const [params] = useSearchParams();
  const showType: ShowType = params.get('show') === 'survivor' ? 'survivor' : 'big_brother';
  const { player } = useCurrentPlayer();
  const youId = player?.id ?? null;
  const show = SHOW_NAMES[showType];
  return (
    <div className="space-y-6 sm:space-y-8">
      <PlayerPageHeader
        title="Your Contestants"
        description={`Your ${show} contestants, their points, and where you stand.`}
        actions={<ShowSwitch current={showType} />}
      />
      <ShowSeasonSections
        showType={showType}
        leaderboardTitle={`${show} Player Leaderboard`}
        itemsTitle={`Your ${show} Contestants`}
        youId={youId}
        miniGameLeaderboard={<ShowMiniGameLeaderboard showType={showType} youId={youId} />}
      />
    </div>
  );
}

export default scoped(YourContestants);
