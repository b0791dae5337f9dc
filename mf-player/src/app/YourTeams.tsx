import { Star } from 'lucide-react';
import { PlayerScreenPlaceholder } from '../features/upcoming/components/PlayerScreenPlaceholder';
import { scoped } from './scoped';

function YourTeams() {
  return (
    <PlayerScreenPlaceholder
      title="Your Teams"
      icon={<Star className="h-7 w-7" />}
      message="Your drafted teams arrive with the player-area release."
    />
  );
}

export default scoped(YourTeams);
