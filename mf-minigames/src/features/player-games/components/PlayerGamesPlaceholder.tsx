// /player/mini-games and /player/mini-game/{id} until the mini-games release: says so plainly.
import { PageHeader, ReleasePlaceholder } from '@reality-draft/kit';
import { Gamepad2 } from 'lucide-react';

export function PlayerGamesPlaceholder({ title, message }: { title: string; message: string }) {
  return (
    <div className="space-y-6">
      <PageHeader eyebrow="Mini-Games" title={title} />
      <ReleasePlaceholder icon={<Gamepad2 className="h-7 w-7" />} message={message} back={{ to: '/player/dashboard', label: 'Back to Dashboard' }} />
    </div>
  );
}
