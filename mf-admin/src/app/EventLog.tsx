// /admin/events: the event log for operators (issue 23): filter by stream or type, page with the
// cursor, follow live on the push stream, open any event's JSON; once the admin check confirms access.
import { Button, LoadingState, PageHeader, useAdminCheck } from '@reality-draft/kit';
import type { EventLogEntry } from '@reality-draft/events';
import { Radio } from 'lucide-react';
import { useState } from 'react';
import { adminAccess } from '../features/access/model/adminAccess';
import { AdminAccessRequired } from '../features/access/components/AdminAccessRequired';
import { AdminCheckFailed } from '../features/access/components/AdminCheckFailed';
import { EventJsonDialog } from '../features/event-log/components/EventJsonDialog';
import { EventLogFilters } from '../features/event-log/components/EventLogFilters';
import { EventLogList } from '../features/event-log/components/EventLogList';
import { useEventLog } from '../features/event-log/hooks/useEventLog';
import { scoped } from './scoped';

function EventLogScreen() {
  const log = useEventLog();
  const [opened, setOpened] = useState<EventLogEntry | null>(null);
  return (
    <div className="space-y-6" data-build-version={__MF_BUILD_VERSION__}>
      <PageHeader
        eyebrow="Admin Panel"
        title="Event Log"
        description="Every change of the game, as the services recorded it: what npm run replay rebuilds the read models from."
        actions={
          <Button variant={log.following ? 'secondary' : 'outline'} aria-pressed={log.following} onClick={() => log.setFollowing(!log.following)}>
            <Radio className="h-4 w-4" aria-hidden />
            Follow live
          </Button>
        }
      />
      <div className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-6">
        <EventLogFilters key={JSON.stringify(log.view)} view={log.view} onShow={log.show} />
      </div>
      <EventLogList log={log} onOpen={setOpened} />
      <EventJsonDialog event={opened} onClose={() => setOpened(null)} />
    </div>
  );
}

function EventLog() {
  const check = useAdminCheck();
  switch (adminAccess(check)) {
    case 'checking':
      return <LoadingState label="Checking admin access..." />;
    case 'granted':
      return <EventLogScreen />;
    case 'check-failed':
      return <AdminCheckFailed error={check.error} onRetry={check.refetch} retrying={check.isFetching} />;
    case 'denied':
      return <AdminAccessRequired />;
  }
}

export default scoped(EventLog);
