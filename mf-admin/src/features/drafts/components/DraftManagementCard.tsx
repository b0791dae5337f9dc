// 'Draft Management': create a draft and run the admin's drafts (start, restart, open, delete).
import { SectionCard } from '@reality-draft/kit';
import { ListChecks } from 'lucide-react';
import { AdminDraftList } from './AdminDraftList';
import { CreateDraftForm } from './CreateDraftForm';

export function DraftManagementCard() {
  return (
    <SectionCard
      icon={<ListChecks className="h-5 w-5" />}
      title="Draft Management"
      description="Create drafts, start them once at least two players have joined, and clear or delete them."
      bodyClassName="space-y-2"
    >
      <CreateDraftForm />
      <AdminDraftList />
    </SectionCard>
  );
}
