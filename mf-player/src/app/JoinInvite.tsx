// /join/<code> (issue 19 §9, beyond the spec): an invite link opens the join with its code filled in.
// A signed-out visitor signs in (or registers) first and lands back here.
import { buttonClasses, PageHeader } from '@reality-draft/kit';
import { ArrowLeft } from 'lucide-react';
import { Link, useParams } from 'react-router-dom';
import { InviteJoinCard } from '../features/drafts/components/InviteJoinCard';
import { scoped } from './scoped';

function JoinInvite() {
  const { code = '' } = useParams();
  return (
    <div className="space-y-6 sm:space-y-8">
      <PageHeader
        eyebrow="Invite"
        title="Join a Draft"
        description="Join with the code your admin shared; the draft room opens once you're in."
        actions={
          <Link to="/player/dashboard" className={buttonClasses({ variant: 'outline' })}>
            <ArrowLeft className="h-4 w-4" aria-hidden />
            Back to Dashboard
          </Link>
        }
      />
      <InviteJoinCard key={code} rawCode={code} />
    </div>
  );
}

export default scoped(JoinInvite);
