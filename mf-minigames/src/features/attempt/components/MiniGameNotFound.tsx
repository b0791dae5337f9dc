// 'Mini-game not found' (docs/mini-games.md#player-screen), with the way back.
import { BackLink, Card } from '@reality-draft/kit';
import { SearchX } from 'lucide-react';

export function MiniGameNotFound({ message }: { message?: string }) {
  return (
    <Card className="mx-auto max-w-lg px-6 py-12 text-center">
      <div aria-hidden className="mx-auto flex h-14 w-14 items-center justify-center rounded-2xl bg-rose-50 text-rose-600 ring-1 ring-rose-100">
        <SearchX className="h-7 w-7" />
      </div>
      <h1 className="mt-4 text-xl font-semibold text-slate-900">Mini-game not found</h1>
      {message && <p className="mt-2 text-sm text-slate-600">{message}</p>}
      <BackLink className="mt-6" />
    </Card>
  );
}
