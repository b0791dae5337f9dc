// /player/contestant-bios (docs/player-area.md#bios): the Big Brother season 27 house guests.
import { PlayerPageHeader } from '@reality-draft/kit';
import { ContestantBiosSection } from '../features/bios/components/ContestantBiosSection';
import { useContestantBios } from '../features/bios/hooks/useBiosCast';
import { scoped } from './scoped';

function ContestantBios() {
  const contestants = useContestantBios('big_brother');
  return (
    <div className="space-y-8">
      <PlayerPageHeader title="Big Brother Bios" description="The house guests of this season: who they are and who is still in the house." />
      <ContestantBiosSection showType="big_brother" query={contestants} />
    </div>
  );
}

export default scoped(ContestantBios);
