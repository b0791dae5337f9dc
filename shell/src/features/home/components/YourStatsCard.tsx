// Your Stats: the admin's drafts in figures (created, live, completed, players joined), with View
// Details to the admin dashboard.
import { buttonClasses, useAdminDraftsQuery, SectionCard } from '@reality-draft/kit/host';
import { ArrowRight, BarChart3 } from 'lucide-react';
import { Link } from 'react-router-dom';
import { homeStats } from '../model/homeStats';

export function YourStatsCard() {
  const { data, isLoading, error } = useAdminDraftsQuery();
  const stats = homeStats(data);
  return (
    <SectionCard
      icon={<BarChart3 className="h-5 w-5" />}
      title="Your Stats"
      description="Your drafts at a glance."
      className="flex flex-col"
      bodyClassName="mt-auto space-y-4"
    >
      <dl className="grid grid-cols-2 gap-2 text-center" aria-busy={isLoading || undefined}>
        {stats.map(({ label, value }) => (
          <div key={label} className="rounded-xl bg-slate-50 px-2 py-3">
            <dt className="text-xs text-slate-600">{label}</dt>
            <dd className="mt-1 text-xl font-bold text-slate-900">{value ?? '—'}</dd>
          </div>
        ))}
      </dl>
      {error && !data && <p className="text-xs text-slate-600">Your drafts could not be loaded just now.</p>}
      <Link to="/admin" className={buttonClasses({ variant: 'outline', className: 'w-full sm:w-auto' })}>
        View Details
        <ArrowRight className="h-4 w-4" aria-hidden />
      </Link>
    </SectionCard>
  );
}
