// /drafts until the drafts release: says so plainly.
import { PageHeader, ReleasePlaceholder } from '@reality-draft/kit';
import { ListChecks } from 'lucide-react';

export function DraftsListPlaceholder() {
  return (
    <div className="space-y-6">
      <PageHeader eyebrow="Drafts" title="Drafts" description="Public drafts, your own drafts and joining with a code." />
      <ReleasePlaceholder
        icon={<ListChecks className="h-7 w-7" />}
        message="The drafts list — Available Drafts, Your Drafts and joining with a 6-character code — arrives with the drafts release."
        back={{ to: '/home', label: 'Back to Home' }}
      />
    </div>
  );
}
