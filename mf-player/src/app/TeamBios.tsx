import { Users } from 'lucide-react';
import { PlayerScreenPlaceholder } from '../features/upcoming/components/PlayerScreenPlaceholder';
import { scoped } from './scoped';

function TeamBios() {
  return (
    <PlayerScreenPlaceholder title="Team Bios" icon={<Users className="h-7 w-7" />} message="Team and contestant bios arrive with the player-area release." />
  );
}

export default scoped(TeamBios);
