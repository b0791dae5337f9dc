// /player/survivor-contestant-bios (docs/player-area.md#bios): the Survivor castaways of the loaded season, grouped
// by its tribes (season 49's Lavo, Nami and Hina, or whatever an imported cast's file names).
import { PlayerPageHeader } from '@reality-draft/kit';
import { biosSection } from '../features/bios/model/biosSection';
import { tribeNamesText } from '../features/bios/model/tribeGroups';
import { CastSection } from '../features/bios/components/CastSection';
import { TribeSections } from '../features/bios/components/TribeSections';
import { useContestantBios } from '../features/bios/hooks/useBiosCast';
import { scoped } from './scoped';

function SurvivorContestantBios() {
  const castaways = useContestantBios('survivor');
  const { id, title } = biosSection('survivor');
  const tribes = tribeNamesText(castaways.data ?? []);
  return (
    <div className="space-y-8">
      <PlayerPageHeader
        title="Survivor Bios"
        description={tribes ? `The castaways of this season by tribe: ${tribes}.` : 'The castaways of this season by tribe.'}
      />
      <CastSection id={id} showType="survivor" title={title} query={castaways}>
        {(items) => <TribeSections castaways={items} watchedThrough={castaways.watchedThrough} />}
      </CastSection>
    </div>
  );
}

export default scoped(SurvivorContestantBios);
