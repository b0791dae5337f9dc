// /player/team-bios?show=all|teams|contestants (docs/player-area.md#bios): every Amazing Race team and every
// contestant (Big Brother, Survivor), or just one kind; the filter keeps the query string.
import { PlayerPageHeader } from '@reality-draft/kit';
import { useSearchParams } from 'react-router-dom';
import { teamBiosFilter, teamBiosShows, teamBiosTitle } from '../features/bios/model/teamBiosFilter';
import { ContestantBiosSection } from '../features/bios/components/ContestantBiosSection';
import { ShowBiosLink } from '../features/bios/components/ShowBiosLink';
import { TeamBiosFilterNav } from '../features/bios/components/TeamBiosFilterNav';
import { TeamBiosSection } from '../features/bios/components/TeamBiosSection';
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
      <PlayerPageHeader
        title={teamBiosTitle(filter)}
        description="Meet the cast before you draft: who they are, where they're from, and who is still in the game."
      />
      <TeamBiosFilterNav current={filter} />
      {shows.includes('amazing_race') && <TeamBiosSection query={teams} />}
      {shows.includes('big_brother') && (
        <ContestantBiosSection showType="big_brother" query={bigBrother} action={<ShowBiosLink to="/player/contestant-bios" label="Big Brother Bios" />} />
      )}
      {shows.includes('survivor') && (
        <ContestantBiosSection showType="survivor" query={survivor} action={<ShowBiosLink to="/player/survivor-contestant-bios" label="By tribe" />} />
      )}
    </div>
  );
}

export default scoped(TeamBios);
