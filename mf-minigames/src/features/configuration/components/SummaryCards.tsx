// The three summary cards: active games, the weekly points they offer, and the catalogue's size.
import { Card, cn } from '@reality-draft/kit';
import { Gamepad2, Layers, Trophy, type LucideIcon } from 'lucide-react';
import type { SummaryFigures } from '../model/catalogueSettings';

interface Stat {
  label: string;
  value: number;
  note: string;
  icon: LucideIcon;
  tone: string;
}

export function SummaryCards({ figures }: { figures: SummaryFigures }) {
  const stats: Stat[] = [
    { label: 'Active Games', value: figures.activeGames, note: 'Switched on this week', icon: Gamepad2, tone: 'bg-emerald-50 text-emerald-600' },
    { label: 'Weekly Points', value: figures.weeklyPoints, note: 'Available from active games', icon: Trophy, tone: 'bg-amber-50 text-amber-600' },
    { label: 'Available Games', value: figures.totalGames, note: 'In the catalogue', icon: Layers, tone: 'bg-brand-50 text-brand-600' },
  ];
  return (
    <div className="grid grid-cols-3 gap-2 sm:gap-4">
      {stats.map(({ label, value, note, icon: Icon, tone }) => (
        <Card key={label} role="group" aria-label={label} className="min-w-0 p-3 sm:p-5">
          <div className="flex items-start justify-between gap-2">
            <p className="min-h-8 text-xs font-medium leading-4 text-slate-600 sm:min-h-0 sm:text-sm">{label}</p>
            <span aria-hidden className={cn('hidden h-8 w-8 shrink-0 items-center justify-center rounded-lg sm:flex', tone)}>
              <Icon className="h-4 w-4" />
            </span>
          </div>
          <p className="mt-1 text-2xl font-bold tabular-nums text-slate-900 sm:mt-2 sm:text-3xl">{value}</p>
          <p className="mt-1 hidden text-xs text-slate-500 sm:block">{note}</p>
        </Card>
      ))}
    </div>
  );
}
