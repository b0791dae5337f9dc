// /draft/{id} and /player/draft/{id} until the live-draft release: says so plainly.
import { PageHeader, ReleasePlaceholder } from '@reality-draft/kit';
import { Radio } from 'lucide-react';
import { useParams } from 'react-router-dom';

export function DraftRoomPlaceholder({ back }: { back: { to: string; label: string } }) {
  const { id } = useParams();
  return (
    <div className="space-y-6">
      <PageHeader eyebrow="Draft Room" title="Draft Room" description={id ? `Draft ${id}` : undefined} />
      <ReleasePlaceholder
        icon={<Radio className="h-7 w-7" />}
        message="The live draft room arrives with the live-draft release."
        details="Turn timer, snake-order picks and the draft results will appear here."
        back={back}
      />
    </div>
  );
}
