// The user menu (Radix dropdown): display name, avatar with initials fallback, a player's turn cues
// (docs/drafts.md#turn-cues), their data and the deletion of their account (docs/accounts.md#your-data),
// and Logout.
import * as DropdownMenu from '@radix-ui/react-dropdown-menu';
import { displayName, UserAvatar, useLogout } from '@reality-draft/kit/host';
import { Download, LogOut, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { useDownloadMyData } from '../hooks/useDownloadMyData';
import { DeleteAccountDialog } from './DeleteAccountDialog';
import { TurnCueItems } from './TurnCueItems';
import { USER_MENU_BUTTON_CLASSES, UserMenuFace, type UserMenuProps } from './UserMenuFace';

const ITEM_CLASSES = 'flex cursor-pointer select-none items-center gap-2 rounded-lg px-2.5 py-2 text-sm font-medium text-slate-700 outline-none';

export function UserMenu({ role, person }: UserMenuProps) {
  const logout = useLogout();
  const name = displayName(person, role);
  const myData = useDownloadMyData();
  const [deleting, setDeleting] = useState(false);
  return (
    <>
      <DropdownMenu.Root modal={false}>
        <DropdownMenu.Trigger className={USER_MENU_BUTTON_CLASSES}>
          <UserMenuFace role={role} person={person} />
        </DropdownMenu.Trigger>
        <DropdownMenu.Portal>
          <DropdownMenu.Content
            align="end"
            sideOffset={8}
            className="z-50 min-w-[14rem] rounded-xl border border-slate-200 bg-white p-1.5 shadow-xl data-[state=open]:animate-fade-in"
          >
            <div className="flex items-center gap-3 px-2.5 py-2">
              <UserAvatar person={person} role={role} />
              <div className="min-w-0">
                <p className="truncate text-sm font-semibold text-slate-900">{name}</p>
                <p className="truncate text-xs text-slate-500">{person?.email || (role === 'admin' ? 'Administrator' : 'Player')}</p>
              </div>
            </div>
            <DropdownMenu.Separator className="my-1 h-px bg-slate-100" />
            {role === 'player' && (
              <>
                <TurnCueItems />
                <DropdownMenu.Separator className="my-1 h-px bg-slate-100" />
                <DropdownMenu.Item
                  disabled={myData.busy}
                  onSelect={() => void myData.download()}
                  className={`${ITEM_CLASSES} data-[disabled]:opacity-60 data-[highlighted]:bg-slate-50`}
                >
                  <Download className="h-4 w-4" aria-hidden />
                  Download my data
                </DropdownMenu.Item>
                <DropdownMenu.Item onSelect={() => setDeleting(true)} className={`${ITEM_CLASSES} text-rose-700 data-[highlighted]:bg-rose-50`}>
                  <Trash2 className="h-4 w-4" aria-hidden />
                  Delete account
                </DropdownMenu.Item>
                <DropdownMenu.Separator className="my-1 h-px bg-slate-100" />
              </>
            )}
            <DropdownMenu.Item onSelect={() => logout()} className={`${ITEM_CLASSES} data-[highlighted]:bg-rose-50 data-[highlighted]:text-rose-700`}>
              <LogOut className="h-4 w-4" aria-hidden />
              Logout
            </DropdownMenu.Item>
          </DropdownMenu.Content>
        </DropdownMenu.Portal>
      </DropdownMenu.Root>
      {role === 'player' && <DeleteAccountDialog open={deleting} onClose={() => setDeleting(false)} />}
    </>
  );
}
