// /drafts (docs/drafts.md#drafts-list): 'Available Drafts' (public drafts: Join or Watch), 'Your Drafts' (Manage),
// and for players a join-code box. Nothing is shown unless someone is signed in.
import { buttonClasses, PageHeader, useJoinDraft, useSession, type Role } from '@reality-draft/kit';
import { Globe, ListChecks, Plus } from 'lucide-react';
import { useMemo } from 'react';
import { Link } from 'react-router-dom';
import { useDraftLists } from '../hooks/useDraftLists';
import { AvailableDraftAction, ManageDraftAction } from './DraftListActions';
import { DraftListCard, EmptyDrafts } from './DraftListCard';
import { JoinCodeCard } from './JoinCodeCard';

export function DraftsScreen() {
  const session = useSession();
  if (session.role === 'anonymous') return null;
  return <DraftsLists role={session.role} />;
}

function DraftsLists({ role }: { role: Role }) {
  const { available, yours } = useDraftLists();
  const join = useJoinDraft();
  const isAdmin = role === 'admin';
  const yourIds = useMemo(() => new Set(yours.data?.map((draft) => draft.id)), [yours.data]);

  return (
    <div className="space-y-6 sm:space-y-8">
      <PageHeader
        eyebrow="Drafts"
        title="Team Drafts"
        description={isAdmin ? 'Open drafts anyone can join, and the drafts you run.' : 'Join a draft with a code, or pick one that is open to everyone.'}
        actions={
          isAdmin && (
            <Link to="/admin" className={buttonClasses({ variant: 'outline' })}>
              <Plus className="h-4 w-4" aria-hidden />
              New Draft
            </Link>
          )
        }
      />
      {role === 'player' && <JoinCodeCard onJoin={join.joinWithCode} busy={join.isJoining} />}
      <div className="grid grid-cols-1 gap-4 sm:gap-6 lg:grid-cols-2">
        <DraftListCard
          title="Available Drafts"
          description="Public drafts: join one that is waiting, or watch one in progress."
          icon={<Globe className="h-5 w-5" />}
          query={available}
          empty={<EmptyDrafts title="No Public Drafts" message="No drafts are open right now. New drafts appear here as soon as an admin creates them." />}
          actionFor={(draft) => (
            <AvailableDraftAction
              draft={draft}
              role={role}
              joined={yourIds.has(draft.id)}
              onJoin={(id) => void join.joinFromList(id)}
              joining={join.isJoining}
            />
          )}
        />
        <DraftListCard
          title="Your Drafts"
          description={isAdmin ? 'Drafts you created.' : 'Drafts you have joined.'}
          icon={<ListChecks className="h-5 w-5" />}
          query={yours}
          empty={
            <EmptyDrafts
              title="No Drafts Yet"
              message={
                isAdmin ? 'Create a draft in the Admin panel, then share its join code with your players.' : 'Join a draft with the code your admin shared.'
              }
            >
              {isAdmin && (
                <Link to="/admin" className={buttonClasses({ size: 'sm' })}>
                  <Plus className="h-4 w-4" aria-hidden />
                  Create Draft (Admin)
                </Link>
              )}
            </EmptyDrafts>
          }
          actionFor={(draft) => <ManageDraftAction draft={draft} role={role} />}
        />
      </div>
    </div>
  );
}
