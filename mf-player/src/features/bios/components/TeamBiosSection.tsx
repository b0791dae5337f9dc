// The Amazing Race cast on a bios page: a card for each team.
import type { Team } from '@reality-draft/events';
import type { CastQuery } from '../hooks/useBiosCast';
import { BiosGridSection } from './BiosGridSection';
import { TeamBioCard } from './TeamBioCard';

export function TeamBiosSection({ query }: { query: CastQuery<Team> }) {
  return <BiosGridSection showType="amazing_race" query={query} card={(team) => <TeamBioCard team={team} watchedThrough={query.watchedThrough} />} />;
}
