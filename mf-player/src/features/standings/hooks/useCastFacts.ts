// The catalogue's facts about a show's cast (number, photo, tribe), to dress the player's cards.
// (Only kit's hooks are used: a deep import of '@reduxjs/toolkit/query/react' would bundle a copy.)
import { useContestantsQuery, useSurvivorContestantsQuery, useTeamsQuery } from '@reality-draft/kit';
import type { Contestant, ShowType, Team } from '@reality-draft/events';
import { useMemo } from 'react';

export type CastFacts = Map<string, Team | Contestant>;

export function useCastFacts(showType: ShowType): CastFacts {
  const teams = useTeamsQuery(undefined, { skip: showType !== 'amazing_race' });
  const bigBrother = useContestantsQuery(undefined, { skip: showType !== 'big_brother' });
  const survivor = useSurvivorContestantsQuery(undefined, { skip: showType !== 'survivor' });
  const list = showType === 'amazing_race' ? teams.data : showType === 'big_brother' ? bigBrother.data : survivor.data;
  return useMemo(() => new Map<string, Team | Contestant>((list ?? []).map((member) => [member.id, member])), [list]);
}
