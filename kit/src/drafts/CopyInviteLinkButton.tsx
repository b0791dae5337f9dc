// 'Copy invite link': puts `<origin>/join/<code>` on the clipboard and says so in a toast (or how to
// copy it by hand). 'text' shows the words (a room's header, an admin's draft row); 'icon' is the
// compact button of a list row, named the same for screen readers and on hover.
import { Link2 } from 'lucide-react';
import { Button } from '../ui/Button';
import { useCopyCode } from '../ui/useCopyCode';
import { inviteLink } from './inviteLink';

export function CopyInviteLinkButton({ joinCode, look = 'text', className }: { joinCode: string; look?: 'text' | 'icon'; className?: string }) {
  const { copy } = useCopyCode(inviteLink(joinCode), 'Invite link', 'toast');
  const name = `Copy invite link ${joinCode}`;
  if (look === 'icon') {
    return (
      <Button variant="ghost" size="icon" onClick={() => void copy()} aria-label={name} title="Copy invite link" className={className}>
        <Link2 className="h-4 w-4" aria-hidden />
      </Button>
    );
  }
  return (
    <Button variant="outline" size="sm" onClick={() => void copy()} aria-label={name} className={className}>
      <Link2 className="h-4 w-4" aria-hidden />
      Copy invite link
    </Button>
  );
}
