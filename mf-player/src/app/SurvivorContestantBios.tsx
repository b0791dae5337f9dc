import { Palmtree } from 'lucide-react';
import { PlayerScreenPlaceholder } from '../features/upcoming/components/PlayerScreenPlaceholder';
import { scoped } from './scoped';

function SurvivorContestantBios() {
  return (
    <PlayerScreenPlaceholder
      title="Survivor Bios"
      icon={<Palmtree className="h-7 w-7" />}
      message="Survivor castaway bios, grouped by tribe, arrive with the player-area release."
    />
  );
}

export default scoped(SurvivorContestantBios);
