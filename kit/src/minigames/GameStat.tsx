// A puzzle's timer or move counter: a small labelled figure (the screens' games share the look).
import type { ReactNode } from 'react';
import { cn } from '../ui/cn';

export function GameStat({ icon, label, value, className }: { icon?: ReactNode; label: string; value: ReactNode; className?: string }) {
  return (
    <div className={cn('flex items-center gap-2 rounded-xl bg-slate-100 px-3 py-1.5', className)}>
      {icon && (
        <span aria-hidden className="text-slate-500">
          {icon}
        </span>
      )}
      <span className="text-xs font-medium uppercase tracking-wide text-slate-600">{label}</span>
      <span className="font-semibold tabular-nums text-slate-900">{value}</span>
    </div>
  );
}
