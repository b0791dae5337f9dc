// The league's recaps (docs/league.md#recaps), newest first: the latest few, older ones on demand.
import { PERIODS, RECAP_TEXTS, type Recap, type ShowType } from '@reality-draft/events';
import { SectionCard, ShowMoreButton, useShownPage } from '@reality-draft/kit';
import { Newspaper } from 'lucide-react';
import { LeagueReadStates } from '../../../components/LeagueReadStates';
import { useLeagueRecaps } from '../hooks/useLeagueRecaps';
import { RecapItem } from './RecapItem';

export const RECAPS_SHOWN = 3;

function RecapList({ draftId, recaps, myId }: { draftId: string; recaps: readonly Recap[]; myId: string | null }) {
  const shown = useShownPage(recaps, RECAPS_SHOWN);
  return (
    <>
      <ol className="space-y-3" aria-label="Recaps, newest first">
        {shown.items.map((recap) => (
          <li key={recap.period}>
            <RecapItem draftId={draftId} recap={recap} myId={myId} />
          </li>
        ))}
      </ol>
      <ShowMoreButton more={shown.more} noun="recaps" onShowMore={shown.showMore} />
    </>
  );
}

export function RecapsCard({ draftId, showType, myId, className }: { draftId: string; showType: ShowType; myId: string | null; className?: string }) {
  const read = useLeagueRecaps(draftId);
  return (
    <SectionCard
      icon={<Newspaper className="h-5 w-5" />}
      title="Recaps"
      description={`After every scored ${PERIODS[showType].word}: who scored, who moved, who went home.`}
      className={className}
      bodyClassName="space-y-3 px-3 sm:px-6"
    >
      <LeagueReadStates
        read={read}
        refusedText="Only the league’s players and its admin can read its recaps."
        loading="Loading recaps..."
        loadingClassName="py-8"
        failed="The recaps could not be loaded."
        isEmpty={(recaps) => recaps.length === 0}
        empty={RECAP_TEXTS.none}
      >
        {(recaps) => <RecapList draftId={draftId} recaps={recaps} myId={myId} />}
      </LeagueReadStates>
    </SectionCard>
  );
}
