// What the account menu's button shows (avatar, name, chevron), drawn the same before the menu's
// code has loaded (AccountMenu) and after (UserMenu).
import { displayName, UserAvatar, type AdminRecord, type PlayerRecord, type Role } from '@reality-draft/kit/host';
import { ChevronDown } from 'lucide-react';

export const USER_MENU_BUTTON_CLASSES =
  'flex items-center gap-2 rounded-full p-0.5 pr-1 transition hover:bg-slate-100 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-brand-500 sm:pr-2';

export interface UserMenuProps {
  role: Role;
  person: AdminRecord | PlayerRecord | null;
}

/**
 * The button's name is its content, never an aria-label over it, so what it shows is part of its name
 * (WCAG 2.5.3, axe's label-content-name-mismatch): "Account menu for <name>". The avatar's initials are
 * the person's picture, hidden from the name; on a phone the shown name gives way to the avatar and
 * stays in the name, read but not drawn.
 */
export function UserMenuFace({ role, person }: UserMenuProps) {
  const name = displayName(person, role);
  return (
    <>
      <span className="sr-only">Account menu for </span>
      <UserAvatar person={person} role={role} />
      <span className="hidden max-w-[10rem] truncate text-sm font-medium text-slate-700 sm:block">{name}</span>
      <span className="sr-only sm:hidden">{name}</span>
      <ChevronDown className="hidden h-4 w-4 text-slate-400 sm:block" aria-hidden />
    </>
  );
}
