// The Active/Inactive switch of a catalogue game (local only). The switch is named for the game and
// says its state by being on or off; the word beside it shows the same state to the eye, so it is
// kept out of the switch's name (a name must contain the text a control shows).
import { cn } from '@reality-draft/kit';

export function ActiveToggle({ active, gameName, onToggle }: { active: boolean; gameName: string; onToggle: () => void }) {
  return (
    <span className="inline-flex shrink-0 items-center gap-1 text-xs font-medium">
      <button
        type="button"
        role="switch"
        aria-checked={active}
        aria-label={`${gameName} active`}
        onClick={onToggle}
        className="inline-flex items-center rounded-full p-0.5 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-brand-500 focus-visible:ring-offset-2"
      >
        <span className={cn('relative inline-flex h-5 w-9 items-center rounded-full transition-colors', active ? 'bg-emerald-500' : 'bg-slate-300')}>
          <span className={cn('inline-block h-4 w-4 rounded-full bg-white shadow transition-transform', active ? 'translate-x-[18px]' : 'translate-x-0.5')} />
        </span>
      </button>
      <span aria-hidden onClick={onToggle} className={cn('cursor-pointer select-none', active ? 'text-emerald-700' : 'text-slate-600')}>
        {active ? 'Active' : 'Inactive'}
      </span>
    </span>
  );
}
