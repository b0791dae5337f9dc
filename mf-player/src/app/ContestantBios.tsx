// /player/contestant-bios (spec 02 §2): the Big Brother season 27 house guests.
import { BioGrid } from '../features/bios/components/BioGrid';
import { BiosHeader } from '../features/bios/components/BiosHeader';
import { CastSection } from '../features/bios/components/CastSection';
import { ContestantBioCard } from '../features/bios/components/ContestantBioCard';
import { useContestantBios } from '../features/bios/hooks/useBiosCast';
import { scoped } from './scoped';

function ContestantBios() {
  const contestants = useContestantBios('big_brother');
  return (
    <div className="space-y-8">
      <BiosHeader title="Big Brother Bios" description="The house guests of this season: who they are and who is still in the house." />
      <CastSection id="bios-big-brother" showType="big_brother" title="Big Brother Contestants" query={contestants}>
        {(items) => (
          <BioGrid label="Big Brother contestants">
            {items.map((contestant) => (
              <ContestantBioCard key={contestant.id} contestant={contestant} />
            ))}
          </BioGrid>
        )}
      </CastSection>
    </div>
  );
}

export default scoped(ContestantBios);
