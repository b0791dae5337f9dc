// Profile image with initials as the fallback (Radix Avatar). Decorative: it always stands beside the
// person's name, so screen readers skip it (and a button's name need not spell out the initials).
import * as Avatar from '@radix-ui/react-avatar';
import { initials, type NamedPerson } from '../identity/displayName';
import type { Role } from '../session/types';
import { cn } from './cn';

export function UserAvatar({
  person,
  role,
  className,
}: {
  person: (NamedPerson & { profileImageUrl?: string | null }) | null | undefined;
  role: Role;
  className?: string;
}) {
  return (
    <Avatar.Root
      aria-hidden
      className={cn(
        'inline-flex h-9 w-9 shrink-0 select-none items-center justify-center overflow-hidden rounded-full bg-brand-100 ring-2 ring-white',
        className,
      )}
    >
      {person?.profileImageUrl && <Avatar.Image src={person.profileImageUrl} alt="" className="h-full w-full object-cover" />}
      <Avatar.Fallback delayMs={person?.profileImageUrl ? 400 : 0} className="text-sm font-semibold text-brand-700">
        {initials(person, role)}
      </Avatar.Fallback>
    </Avatar.Root>
  );
}
