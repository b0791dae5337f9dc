// A draft that does not exist or is not the viewer's (docs/drafts.md#draft-not-found).
import { Button, StatusCard } from '@reality-draft/kit';
import { ArrowLeft, SearchX } from 'lucide-react';

export function DraftNotFound({ backLabel, onBack }: { backLabel: string; onBack: () => void }) {
  return (
    <StatusCard icon={SearchX} tone="rose" title="Draft Not Found">
      <p className="mt-2 text-sm text-slate-600">This draft room doesn't exist or you don't have access.</p>
      <Button className="mt-6" variant="outline" onClick={onBack}>
        <ArrowLeft className="h-4 w-4" aria-hidden />
        {backLabel}
      </Button>
    </StatusCard>
  );
}
