import { buttonClasses, SectionCard } from '@reality-draft/kit/host';
import { ShieldCheck } from 'lucide-react';
import { Link } from 'react-router-dom';

export function AdminFeaturesCard() {
  return (
    <SectionCard
      icon={<ShieldCheck className="h-5 w-5" />}
      title="Admin Features"
      description="Create drafts, start them when players have joined, and keep the season's points up to date."
      className="flex flex-col border-amber-200 bg-gradient-to-br from-white to-amber-50/60"
      bodyClassName="mt-auto"
    >
      <Link to="/drafts" className={buttonClasses({ variant: 'outline', className: 'w-full sm:w-auto' })}>
        Manage Drafts
      </Link>
    </SectionCard>
  );
}
