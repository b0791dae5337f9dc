// /player/your-teams (its content is not shown in the spec): every draft of the player with their
// picks and points, one place for all shows.
import { buttonClasses, PageHeader, useCurrentPlayer } from '@reality-draft/kit';
import { ArrowLeft } from 'lucide-react';
import { Link } from 'react-router-dom';
import { YourDraftsByShow } from '../features/standings/components/YourDraftsByShow';
import { scoped } from './scoped';

function YourTeams() {
  const { player } = useCurrentPlayer();
  return (
    <div className="space-y-6 sm:space-y-8">
      <PageHeader
        eyebrow="Player Area"
        title="Your Teams"
        description="Every draft you're in, with your picks and their points: one place for all shows."
        actions={
          <Link to="/player/dashboard" className={buttonClasses({ variant: 'outline' })}>
            <ArrowLeft className="h-4 w-4" aria-hidden />
            Back to Dashboard
          </Link>
        }
      />
      <YourDraftsByShow youId={player?.id ?? null} />
    </div>
  );
}

export default scoped(YourTeams);
