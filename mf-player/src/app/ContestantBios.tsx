import { House } from 'lucide-react';
import { PlayerScreenPlaceholder } from '../features/upcoming/components/PlayerScreenPlaceholder';
import { scoped } from './scoped';

function ContestantBios() {
  return (
    <PlayerScreenPlaceholder
      title="Big Brother Bios"
      icon={<House className="h-7 w-7" />}
      message="Big Brother contestant bios arrive with the player-area release."
    />
  );
}

export default scoped(ContestantBios);
