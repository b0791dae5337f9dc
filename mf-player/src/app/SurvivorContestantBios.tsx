// /player/survivor-contestant-bios (spec 02 §2): the Survivor season 49 castaways, grouped by tribe.
import { biosSection } from '../features/bios/api/biosSection';
import { BiosHeader } from '../features/bios/components/BiosHeader';
import { CastSection } from '../features/bios/components/CastSection';
import { TribeSections } from '../features/bios/components/TribeSections';
import { useContestantBios } from '../features/bios/hooks/useBiosCast';
import { scoped } from './scoped';

function SurvivorContestantBios() {
  const castaways = useContestantBios('survivor');
  const { id, title } = biosSection('survivor');
  return (
    <div className="space-y-8">
      <BiosHeader title="Survivor Bios" description="The castaways of this season by tribe: Lavo, Nami and Hina." />
      <CastSection id={id} showType="survivor" title={title} query={castaways}>
        {(items) => <TribeSections castaways={items} />}
      </CastSection>
    </div>
  );
}

export default scoped(SurvivorContestantBios);
