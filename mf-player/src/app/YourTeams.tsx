// /player/your-teams (its content is not shown in the spec): every draft of the player with their
// picks and points, one place for all shows.
import { PlayerPageHeader, useCurrentPlayer } from '@reality-draft/kit';
import { YourDraftsByShow } from '../features/standings/components/YourDraftsByShow';
import { scoped } from './scoped';

function YourTeams() {
  const { player } = useCurrentPlayer();
  return (
    <div className="space-y-6 sm:space-y-8">
      <PlayerPageHeader title="Your Teams" description="Every draft you're in, with your picks and their points: one place for all shows." />
      <YourDraftsByShow youId={player?.id ?? null} />
    </div>
  );
}

export default scoped(YourTeams);
