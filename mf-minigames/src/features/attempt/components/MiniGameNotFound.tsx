// 'Mini-game not found' (docs/mini-games.md#player-screen), with the way back.
import { BackLink, StatusCard } from '@reality-draft/kit';
import { SearchX } from 'lucide-react';

export function MiniGameNotFound({ message }: { message?: string }) {
  return (
    <StatusCard icon={SearchX} tone="rose" title="Mini-game not found">
      {message && <p className="mt-2 text-sm text-slate-600">{message}</p>}
      <BackLink className="mt-6" />
    </StatusCard>
  );
}
