// 'Select from Available' or 'Enter Join Code': a two-way choice drawn as a segmented control.
import { cn } from '@reality-draft/kit';
import { Hash, ListChecks } from 'lucide-react';
import { JOIN_METHODS, type JoinMethod } from '../model/joinForm';

const ICONS = { available: ListChecks, code: Hash } as const;

export function JoinMethodChoice({ value, onChange }: { value: JoinMethod; onChange: (method: JoinMethod) => void }) {
  return (
    <fieldset className="min-w-0">
      <legend className="sr-only">How do you want to join?</legend>
      <div className="grid grid-cols-2 gap-1 rounded-xl bg-slate-100 p-1">
        {JOIN_METHODS.map(({ value: method, label }) => {
          const Icon = ICONS[method];
          const checked = method === value;
          return (
            <label
              key={method}
              className={cn(
                'flex min-h-10 cursor-pointer items-center justify-center gap-2 rounded-lg px-2 py-2 text-center text-sm font-medium leading-tight transition',
                'has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-brand-500',
                checked ? 'bg-white text-slate-900 shadow-sm' : 'text-slate-600 hover:text-slate-900',
              )}
            >
              <input type="radio" name="join-method" value={method} checked={checked} onChange={() => onChange(method)} className="sr-only" />
              <Icon className="hidden h-4 w-4 shrink-0 sm:block" aria-hidden />
              {label}
            </label>
          );
        })}
      </div>
    </fieldset>
  );
}
