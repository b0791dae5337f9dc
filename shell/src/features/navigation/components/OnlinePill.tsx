// The 'Online' status pill of the top navigation (it says 'Offline' when the browser is offline).
// The pulse only runs for users who have not asked for reduced motion.
import { cn } from '@reality-draft/kit/host';
import { useOnlineStatus } from '../hooks/useOnlineStatus';

export function OnlinePill() {
  const online = useOnlineStatus();
  return (
    <span
      className={cn(
        'inline-flex items-center gap-1.5 rounded-full px-2.5 py-1 text-xs font-medium ring-1 ring-inset',
        online ? 'bg-emerald-50 text-emerald-700 ring-emerald-200' : 'bg-slate-100 text-slate-600 ring-slate-200',
      )}
    >
      <span aria-hidden className="relative flex h-2 w-2">
        {online && <span className="absolute inline-flex h-full w-full rounded-full motion-safe:animate-ping bg-emerald-400 opacity-60" />}
        <span className={cn('relative inline-flex h-2 w-2 rounded-full', online ? 'bg-emerald-500' : 'bg-slate-400')} />
      </span>
      {online ? 'Online' : 'Offline'}
    </span>
  );
}
