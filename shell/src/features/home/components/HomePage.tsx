// Home (/home): a welcome line, the three cards and the Getting Started guide (docs/accounts.md#home-page).
import { displayName, LoadingState, PageHeader, sessionPerson, useAdminCheck, useSession } from '@reality-draft/kit/host';
import { AdminFeaturesCard } from './AdminFeaturesCard';
import { GettingStarted } from './GettingStarted';
import { TeamDraftsCard } from './TeamDraftsCard';
import { YourStatsCard } from './YourStatsCard';

export function HomePage() {
  const session = useSession();
  const { isLoading, isAdmin, admin } = useAdminCheck();

  if (isLoading) return <LoadingState label="Loading your game..." />;
  if (session.role === 'anonymous') return null;

  const person = admin ?? sessionPerson(session);
  return (
    <div className="space-y-6 sm:space-y-8">
      <PageHeader
        eyebrow="Home"
        title={`Welcome back, ${displayName(person, session.role)}!`}
        description="Run your reality TV drafts, follow the standings and keep the league moving."
      />
      <div className="grid gap-4 sm:gap-6 md:grid-cols-2 lg:grid-cols-3">
        <TeamDraftsCard />
        <YourStatsCard />
        {isAdmin && <AdminFeaturesCard />}
      </div>
      <GettingStarted />
    </div>
  );
}
