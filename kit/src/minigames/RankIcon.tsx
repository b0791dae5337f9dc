// A mini-game rank badge: trophy, medal and award for the top three, the number below them.
import { Award, Medal, Trophy, type LucideIcon } from 'lucide-react';
import { cn } from '../ui/cn';
import { rankIconKind, type RankIconKind } from './rankIconKind';

const ICONS: Record<RankIconKind, { icon: LucideIcon; tone: string }> = {
  trophy: { icon: Trophy, tone: 'bg-amber-100 text-amber-700 ring-amber-200' },
  medal: { icon: Medal, tone: 'bg-slate-200 text-slate-700 ring-slate-300' },
  award: { icon: Award, tone: 'bg-orange-100 text-orange-700 ring-orange-200' },
};

export interface RankIconProps {
  rank: number;
  className?: string;
}

export function RankIcon({ rank, className }: RankIconProps) {
  const kind = rankIconKind(rank);
  const base = 'inline-flex h-8 w-8 shrink-0 items-center justify-center rounded-full text-sm font-semibold ring-1 ring-inset';
  if (!kind) {
    return (
      <span className={cn(base, 'bg-white text-slate-600 ring-slate-200', className)} aria-label={`Rank ${rank}`}>
        {rank}
      </span>
    );
  }
  const { icon: Icon, tone } = ICONS[kind];
  return (
    <span className={cn(base, tone, className)} role="img" aria-label={`Rank ${rank}`} title={`Rank ${rank}`}>
      <Icon className="h-4 w-4" aria-hidden="true" />
    </span>
  );
}
