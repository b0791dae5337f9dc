// An Amazing Race team's bio (docs/player-area.md#bios): team number, members, the pairing matched from the
// description, season and description.
import { Badge, pairingLabel } from '@reality-draft/kit';
import type { Team } from '@reality-draft/events';
import { BioCard, BioDescription, BioFacts } from './BioCard';

export function TeamBioCard({ team, watchedThrough }: { team: Team; watchedThrough?: number | null }) {
  const pairing = pairingLabel(team.description);
  return (
    <BioCard
      member={team}
      eyebrow={`Team #${team.teamNumber}`}
      name={team.memberNames}
      badges={pairing && <Badge tone="brand">{pairing}</Badge>}
      watchedThrough={watchedThrough}
    >
      <BioFacts facts={[['Season', team.season]]} />
      <BioDescription text={team.description} />
    </BioCard>
  );
}
