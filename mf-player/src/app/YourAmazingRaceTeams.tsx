import { Plane } from 'lucide-react';
import { PlayerScreenPlaceholder } from '../features/upcoming/components/PlayerScreenPlaceholder';
import { scoped } from './scoped';

function YourAmazingRaceTeams() {
  return (
    <PlayerScreenPlaceholder
      title="Your Race Teams"
      icon={<Plane className="h-7 w-7" />}
      message="Your Amazing Race teams, their points and the leaderboards arrive with the player-area release."
    />
  );
}

export default scoped(YourAmazingRaceTeams);
