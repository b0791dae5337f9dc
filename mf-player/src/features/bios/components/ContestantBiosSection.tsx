// A Big Brother or Survivor cast on a bios page: a card for each contestant.
import type { Contestant } from '@reality-draft/events';
import type { ReactNode } from 'react';
import type { CastQuery } from '../hooks/useBiosCast';
import { BiosGridSection } from './BiosGridSection';
import { ContestantBioCard } from './ContestantBioCard';

interface Props {
  showType: Contestant['showType'];
  query: CastQuery<Contestant>;
  /** A link beside the heading (e.g. to the show's own bios page). */
  action?: ReactNode;
}

export function ContestantBiosSection({ showType, query, action }: Props) {
  return (
    <BiosGridSection
      showType={showType}
      query={query}
      action={action}
      card={(contestant) => <ContestantBioCard contestant={contestant} watchedThrough={query.watchedThrough} />}
    />
  );
}
