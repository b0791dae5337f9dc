// /join/<code> (issue 19 §9, beyond the spec): an invite link opens the join with its code filled in.
// A signed-out visitor signs in (or registers) first and lands back here.
import { PlayerPageHeader } from '@reality-draft/kit';
import { useParams } from 'react-router-dom';
import { InviteJoinCard } from '../features/drafts/components/InviteJoinCard';
import { scoped } from './scoped';

function JoinInvite() {
  const { code = '' } = useParams();
  return (
    <div className="space-y-6 sm:space-y-8">
      <PlayerPageHeader eyebrow="Invite" title="Join a Draft" description="Join with the code your admin shared; the draft room opens once you're in." />
      <InviteJoinCard key={code} rawCode={code} />
    </div>
  );
}

export default scoped(JoinInvite);
