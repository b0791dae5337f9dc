// One on/off line of the account menu (a turn cue, Web Push to this device): its box, its label and
// why it does not work yet, if so. Choosing it keeps the menu open.
import * as DropdownMenu from '@radix-ui/react-dropdown-menu';
import { Check } from 'lucide-react';
import type { ReactNode } from 'react';

export function MenuCheckItem({
  checked,
  disabled,
  onCheckedChange,
  className,
  note,
  children,
}: {
  checked: boolean;
  disabled?: boolean;
  onCheckedChange: (checked: boolean) => void;
  className: string;
  note: string | null;
  children: ReactNode;
}) {
  return (
    <DropdownMenu.CheckboxItem
      checked={checked}
      disabled={disabled}
      onCheckedChange={onCheckedChange}
      onSelect={(event) => event.preventDefault()}
      className={className}
    >
      <span
        aria-hidden
        className="flex h-4 w-4 shrink-0 items-center justify-center rounded border border-slate-300 bg-white data-[on=true]:border-brand-600 data-[on=true]:bg-brand-600"
        data-on={checked}
      >
        <DropdownMenu.ItemIndicator>
          <Check className="h-3 w-3 text-white" strokeWidth={3} />
        </DropdownMenu.ItemIndicator>
      </span>
      <span className="min-w-0">
        {children}
        {note && <span className="block text-xs font-normal text-slate-500">{note}</span>}
      </span>
    </DropdownMenu.CheckboxItem>
  );
}
