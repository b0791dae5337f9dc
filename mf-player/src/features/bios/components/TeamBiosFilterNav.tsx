// The team bios page's filter (?show=all|teams|contestants): links, so the query string follows.
import { cn } from '@reality-draft/kit';
import { Link } from 'react-router-dom';
import { TEAM_BIOS_FILTER_LABELS, TEAM_BIOS_FILTERS, type TeamBiosFilter } from '../model/teamBiosFilter';

export function TeamBiosFilterNav({ current }: { current: TeamBiosFilter }) {
  return (
    <nav aria-label="Show bios of" className="flex w-full rounded-xl bg-slate-100 p-1 sm:inline-flex sm:w-auto">
      {TEAM_BIOS_FILTERS.map((filter) => (
        <Link
          key={filter}
          to={`?show=${filter}`}
          replace
          aria-current={filter === current ? 'page' : undefined}
          className={cn(
            'inline-flex flex-1 items-center justify-center whitespace-nowrap rounded-lg px-3 py-1.5 text-sm font-medium transition',
            'focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-brand-500',
            filter === current ? 'bg-white text-slate-900 shadow-sm' : 'text-slate-600 hover:text-slate-900',
          )}
        >
          {TEAM_BIOS_FILTER_LABELS[filter]}
        </Link>
      ))}
    </nav>
  );
}
