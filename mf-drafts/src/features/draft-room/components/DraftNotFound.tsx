// A draft that does not exist or is not the viewer's (docs/drafts.md#draft-not-found).
import { Button, Card } from '@reality-draft/kit';
import { ArrowLeft, SearchX } from 'lucide-react';

export function DraftNotFound({ backLabel, onBack }: { backLabel: string; onBack: () => void }) {
  return (
    <Card className="mx-auto max-w-lg px-6 py-12 text-center">
      <div aria-hidden className="mx-auto flex h-14 w-14 items-center justify-center rounded-2xl bg-rose-50 text-rose-600 ring-1 ring-rose-100">
        <SearchX className="h-7 w-7" />
      </div>
      <h1 className="mt-4 text-xl font-semibold text-slate-900">Draft Not Found</h1>
      <p className="mt-2 text-sm text-slate-600">This draft room doesn't exist or you don't have access.</p>
      <Button className="mt-6" variant="outline" onClick={onBack}>
        <ArrowLeft className="h-4 w-4" aria-hidden />
        {backLabel}
      </Button>
    </Card>
  );
}
