// 'Hide picked': moves the picked cards out of the grid into a compact list below it.
import { useId } from 'react';

export function HidePickedToggle({ hidden, pickedCount, onChange }: { hidden: boolean; pickedCount: number; onChange: (hidden: boolean) => void }) {
  const id = useId();
  return (
    <label htmlFor={id} className="inline-flex cursor-pointer select-none items-center gap-2 rounded-lg px-2 py-1 text-sm text-slate-700 hover:bg-slate-50">
      <input
        id={id}
        type="checkbox"
        checked={hidden}
        onChange={(event) => onChange(event.target.checked)}
        className="h-4 w-4 rounded border-slate-300 accent-brand-600 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-brand-500 focus-visible:ring-offset-2"
      />
      Hide picked ({pickedCount})
    </label>
  );
}
