// The dashboard's stat cards. 'Available Teams' is the fixed figure 13 (spec 01 §2); figures that
// need drafts arrive with the drafts release and say so.
import { Card, cn } from '@reality-draft/kit';
import { ListChecks, Radio, Trophy, UsersRound, type LucideIcon } from 'lucide-react';

export const AVAILABLE_TEAMS = 13;

interface Stat {
  label: string;
  value: string;
  note: string;
  icon: LucideIcon;
  tone: string;
  pending?: boolean;
}

export function StatCards({ playerCount }: { playerCount: number | undefined }) {
  const stats: Stat[] = [
    { label: 'Available Teams', value: String(AVAILABLE_TEAMS), note: 'Amazing Race teams this season', icon: Trophy, tone: 'bg-amber-50 text-amber-600' },
    {
      label: 'Player Accounts',
      value: playerCount === undefined ? '—' : String(playerCount),
      note: 'Registered players',
      icon: UsersRound,
      tone: 'bg-brand-50 text-brand-600',
    },
    { label: 'Your Drafts', value: '—', note: 'Arrives with the drafts release', icon: ListChecks, tone: 'bg-slate-100 text-slate-500', pending: true },
    { label: 'Live Drafts', value: '—', note: 'Arrives with the live-draft release', icon: Radio, tone: 'bg-slate-100 text-slate-500', pending: true },
  ];
  return (
    <div className="grid grid-cols-2 gap-3 sm:gap-4 lg:grid-cols-4">
      {stats.map(({ label, value, note, icon: Icon, tone, pending }) => (
        <Card key={label} className="p-4 sm:p-5">
          <div className="flex items-start justify-between gap-2">
            <p className="text-sm font-medium text-slate-500">{label}</p>
            <span aria-hidden className={cn('hidden h-8 w-8 items-center justify-center rounded-lg sm:flex', tone)}>
              <Icon className="h-4 w-4" />
            </span>
          </div>
          <p className={cn('mt-2 text-2xl font-bold sm:text-3xl', pending ? 'text-slate-300' : 'text-slate-900')}>{value}</p>
          <p className="mt-1 text-xs text-slate-500">{note}</p>
        </Card>
      ))}
    </div>
  );
}
