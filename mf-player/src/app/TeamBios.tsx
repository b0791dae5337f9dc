// /player/team-bios?show=all|teams|contestants (spec 02 §2): every Amazing Race team and every
// contestant (Big Brother, Survivor), or just one kind; the filter keeps the query string.
import { useSearchParams } from 'react-router-dom';
import { teamBiosFilter, teamBiosShows, teamBiosTitle } from '../features/bios/api/teamBiosFilter';
import { BioGrid } from '../features/bios/components/BioGrid';
import { BiosHeader } from '../features/bios/components/BiosHeader';
import { CastSection } from '../features/bios/components/CastSection';
import { ContestantBioCard } from '../features/bios/components/ContestantBioCard';
import { ShowBiosLink } from '../features/bios/components/ShowBiosLink';
import { TeamBioCard } from '../features/bios/components/TeamBioCard';
import { TeamBiosFilterNav } from '../features/bios/components/TeamBiosFilterNav';
import { useContestantBios, useTeamBios } from '../features/bios/hooks/useBiosCast';
import { scoped } from './scoped';

function TeamBios() {
  const [params] = useSearchParams();
  const filter = teamBiosFilter(params.get('show'));
  const shows = teamBiosShows(filter);
  const teams = useTeamBios(!shows.includes('amazing_race'));
  const bigBrother = useContestantBios('big_brother', !shows.includes('big_brother'));
  const survivor = useContestantBios('survivor', !shows.includes('survivor'));
  return (
    <div className="space-y-8 sm:space-y-10">
      <BiosHeader title={teamBiosTitle(filter)} description="Meet the cast before you draft: who they are, where they're from, and who is still in the game." />
      <TeamBiosFilterNav current={filter} />
      {shows.includes('amazing_race') && (
        <CastSection id="bios-amazing-race" showType="amazing_race" title="Amazing Race Teams" query={teams}>
          {(items) => (
            <BioGrid label="Amazing Race teams">
              {items.map((team) => (
                <TeamBioCard key={team.id} team={team} />
              ))}
            </BioGrid>
          )}
        </CastSection>
      )}
      {shows.includes('big_brother') && (
        <CastSection
          id="bios-big-brother"
          showType="big_brother"
          title="Big Brother Contestants"
          query={bigBrother}
          action={<ShowBiosLink to="/player/contestant-bios" label="Big Brother Bios" />}
        >
          {(items) => (
            <BioGrid label="Big Brother contestants">
              {items.map((contestant) => (
                <ContestantBioCard key={contestant.id} contestant={contestant} />
              ))}
            </BioGrid>
          )}
        </CastSection>
      )}
      {shows.includes('survivor') && (
        <CastSection
          id="bios-survivor"
          showType="survivor"
          title="Survivor Contestants"
          query={survivor}
          action={<ShowBiosLink to="/player/survivor-contestant-bios" label="By tribe" />}
        >
          {(items) => (
            <BioGrid label="Survivor contestants">
              {items.map((contestant) => (
                <ContestantBioCard key={contestant.id} contestant={contestant} />
              ))}
            </BioGrid>
          )}
        </CastSection>
      )}
    </div>
  );
}

export default scoped(TeamBios);
