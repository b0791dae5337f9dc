// /admin: stat cards, Draft Management, the three tabs (Configure Points and Point Totals share the
// chosen show), the data tools and the other admin tools, once the admin check confirms access.
import { LoadingState, PageHeader, Tabs, TabsContent, TabsList, TabsTrigger, useAdminCheck, useAdminDraftsQuery } from '@reality-draft/kit';
import type { ShowType } from '@reality-draft/events';
import { Calculator, Table2, UsersRound } from 'lucide-react';
import { useState } from 'react';
import { adminAccess } from '../features/access/model/adminAccess';
import { AdminAccessRequired } from '../features/access/components/AdminAccessRequired';
import { AdminCheckFailed } from '../features/access/components/AdminCheckFailed';
import { DataToolsCard } from '../features/cast-tools/components/DataToolsCard';
import { DraftManagementCard } from '../features/drafts/components/DraftManagementCard';
import { StatCards } from '../features/overview/components/StatCards';
import { playersApi } from '../features/players/api/playersApi';
import { PlayerManagement } from '../features/players/components/PlayerManagement';
import { ConfigurePoints } from '../features/points/components/ConfigurePoints';
import { PointTotals } from '../features/points/components/PointTotals';
import { AdminToolCards } from '../features/tools/components/AdminToolCards';
import { scoped } from './scoped';

function Dashboard() {
  const { data: players } = playersApi.usePlayersQuery();
  const { data: drafts } = useAdminDraftsQuery();
  const [show, setShow] = useState<ShowType>('amazing_race');
  return (
    <div className="space-y-6 sm:space-y-8" data-build-version={__MF_BUILD_VERSION__}>
      <PageHeader eyebrow="Admin Panel" title="Admin Dashboard" description="Run your drafts, keep points up to date and manage player accounts." />
      <StatCards playerCount={players?.length} drafts={drafts} />
      <DraftManagementCard />
      <Tabs defaultValue="configure-points">
        <TabsList aria-label="Admin sections" fullWidth className="sm:inline-grid sm:w-auto">
          <TabsTrigger value="configure-points">
            <Calculator className="hidden h-4 w-4 sm:block" aria-hidden />
            Configure Points
          </TabsTrigger>
          <TabsTrigger value="point-totals">
            <Table2 className="hidden h-4 w-4 sm:block" aria-hidden />
            Point Totals
          </TabsTrigger>
          <TabsTrigger value="player-management">
            <UsersRound className="hidden h-4 w-4 sm:block" aria-hidden />
            Player Management
          </TabsTrigger>
        </TabsList>
        <TabsContent value="configure-points">
          <ConfigurePoints show={show} onShowChange={setShow} />
        </TabsContent>
        <TabsContent value="point-totals">
          <PointTotals show={show} onShowChange={setShow} />
        </TabsContent>
        <TabsContent value="player-management">
          <PlayerManagement />
        </TabsContent>
      </Tabs>
      <DataToolsCard />
      <AdminToolCards />
    </div>
  );
}

function AdminDashboard() {
  const check = useAdminCheck();
  switch (adminAccess(check)) {
    case 'checking':
      return <LoadingState label="Checking admin access..." />;
    case 'granted':
      return <Dashboard />;
    case 'check-failed':
      return <AdminCheckFailed error={check.error} onRetry={check.refetch} retrying={check.isFetching} />;
    case 'denied':
      return <AdminAccessRequired />;
  }
}

export default scoped(AdminDashboard);
