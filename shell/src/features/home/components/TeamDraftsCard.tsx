import { buttonClasses, SectionCard } from '@reality-draft/kit/host';
import { ArrowRight, Users } from 'lucide-react';
import { Link } from 'react-router-dom';

export function TeamDraftsCard() {
  return (
    <SectionCard
      icon={<Users className="h-5 w-5" />}
      title="Team Drafts"
      description="Create, join and follow drafts for Amazing Race, Big Brother and Survivor."
      className="flex flex-col"
      bodyClassName="mt-auto"
    >
      <Link to="/drafts" className={buttonClasses({ className: 'w-full sm:w-auto' })}>
        View Drafts
        <ArrowRight className="h-4 w-4" aria-hidden />
      </Link>
    </SectionCard>
  );
}
