// A Big Brother house guest's or a Survivor castaway's bio (docs/player-area.md#bios): name, number, season and
// description; age, occupation, hometown and residence where known (every Survivor card has them).
import type { Contestant } from '@reality-draft/events';
import { BioCard, BioDescription, BioFacts } from './BioCard';

export function ContestantBioCard({
  contestant,
  headingLevel,
  watchedThrough,
}: {
  contestant: Contestant;
  headingLevel?: 3 | 4;
  watchedThrough?: number | null;
}) {
  return (
    <BioCard
      member={contestant}
      eyebrow={`Contestant #${contestant.contestantNumber}`}
      name={contestant.name}
      headingLevel={headingLevel}
      watchedThrough={watchedThrough}
    >
      <BioFacts
        facts={[
          ['Age', contestant.age],
          ['Occupation', contestant.occupation],
          ['Hometown', contestant.hometown],
          ['Residence', contestant.currentResidence],
          ['Season', contestant.season],
        ]}
      />
      <BioDescription text={contestant.description} />
    </BioCard>
  );
}
