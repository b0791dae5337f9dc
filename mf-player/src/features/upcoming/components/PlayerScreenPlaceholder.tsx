// A player-area screen that a later release delivers (bios and your-teams pages).
import { PageHeader, ReleasePlaceholder } from '@reality-draft/kit';
import type { ReactNode } from 'react';

export function PlayerScreenPlaceholder({ title, message, icon }: { title: string; message: string; icon: ReactNode }) {
  return (
    <div className="space-y-6">
      <PageHeader eyebrow="Player Area" title={title} />
      <ReleasePlaceholder icon={icon} message={message} back={{ to: '/player/dashboard', label: 'Back to Dashboard' }} />
    </div>
  );
}
