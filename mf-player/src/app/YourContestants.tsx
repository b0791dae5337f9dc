import { UserRound } from 'lucide-react';
import { PlayerScreenPlaceholder } from '../features/upcoming/components/PlayerScreenPlaceholder';
import { scoped } from './scoped';

function YourContestants() {
  return (
    <PlayerScreenPlaceholder
      title="Your Contestants"
      icon={<UserRound className="h-7 w-7" />}
      message="Your drafted contestants, their points and the leaderboards arrive with the player-area release."
    />
  );
}

export default scoped(YourContestants);
