// The dashboard's stat cards. 'Available Teams' is the fixed figure 13 (docs/accounts.md#available-teams-figure), not derived
// from data; the others count player accounts and the admin's drafts.
import { Card, cn } from '@reality-draft/kit';
import type { DraftSummary } from '@reality-draft/events';
import { ListChecks, Radio, Trophy, UsersRound, type LucideIcon } from 'lucide-react';
import { draftCounts } from '../model/draftCounts';

export const AVAILABLE_TEAMS = 13;

interface Stat {
  label: string;
  value: string;
  note: string;
  icon: LucideIcon;
  tone: string;
}

const figure = (value: number | undefined) => (value === undefined ? '—' : String(value));

export function StatCards({ playerCount, drafts }: { playerCount: number | undefined; drafts: DraftSummary[] | undefined }) {
  const counts = draftCounts(drafts);
  const stats: Stat[] = [
    { label: 'Available Teams', value: String(AVAILABLE_TEAMS), note: 'Amazing Race teams this season', icon: Trophy, tone: 'bg-amber-50 text-amber-600' },
    {
      label: 'Player Accounts',
      value: figure(playerCount),
      note: 'Registered players',
      icon: UsersRound,
      tone: 'bg-brand-50 text-brand-600',
    },
    { label: 'Your Drafts', value: figure(counts?.total), note: 'Drafts you created', icon: ListChecks, tone: 'bg-sky-50 text-sky-600' },
    { label: 'Live Drafts', value: figure(counts?.live), note: 'Picking right now', icon: Radio, tone: 'bg-emerald-50 text-emerald-600' },
  ];
  return (
    <div className="grid grid-cols-2 gap-3 sm:gap-4 lg:grid-cols-4">
      {stats.map(({ label, value, note, icon: Icon, tone }) => (
        <Card key={label} className="p-4 sm:p-5">
          <div className="flex items-start justify-between gap-2">
            <p className="text-sm font-medium text-slate-500">{label}</p>
            <span aria-hidden className={cn('hidden h-8 w-8 items-center justify-center rounded-lg sm:flex', tone)}>
              <Icon className="h-4 w-4" />
            </span>
          </div>
          <p className="mt-2 text-2xl font-bold text-slate-900 sm:text-3xl">{value}</p>
          <p className="mt-1 text-xs text-slate-500">{note}</p>
        </Card>
      ))}
    </div>
  );
}
