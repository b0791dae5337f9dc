// The Active/Inactive switch of a catalogue game (local only).
import { cn } from '@reality-draft/kit';

export function ActiveToggle({ active, gameName, onToggle }: { active: boolean; gameName: string; onToggle: () => void }) {
  return (
    <button
      type="button"
      role="switch"
      aria-checked={active}
      aria-label={`${gameName} active`}
      onClick={onToggle}
      className="inline-flex shrink-0 items-center gap-2 rounded-full text-xs font-medium focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-brand-500 focus-visible:ring-offset-2"
    >
      <span className={cn('relative inline-flex h-5 w-9 items-center rounded-full transition-colors', active ? 'bg-emerald-500' : 'bg-slate-300')}>
        <span className={cn('inline-block h-4 w-4 rounded-full bg-white shadow transition-transform', active ? 'translate-x-[18px]' : 'translate-x-0.5')} />
      </span>
      <span className={active ? 'text-emerald-700' : 'text-slate-600'}>{active ? 'Active' : 'Inactive'}</span>
    </button>
  );
}
