// The frame of every signed-in screen: top navigation for the session's role, then the page. <main>
// is drawn at once (focus after a navigation goes there); the navigation, the page and the store
// around it (SignedInStore) load lazily.
import { LoadingState, type Session } from '@reality-draft/kit/host';
import { Suspense, useEffect } from 'react';
import { Outlet } from 'react-router-dom';
import { prepareRemotes } from '../../features/federation/api/sharedKit';
import { TopNavPlaceholder } from '../../features/navigation/components/TopNavPlaceholder';
import { SignedInStore, TopNav } from '../lazyScreens';

export function AppLayout({ session }: { session: Exclude<Session, { role: 'anonymous' }> }) {
  useEffect(prepareRemotes, []);
  return (
    <div className="flex min-h-screen flex-col">
      <Suspense fallback={<TopNavPlaceholder />}>
        <TopNav session={session} />
      </Suspense>
      <main id="main" className="mx-auto w-full max-w-6xl flex-1 px-4 py-6 sm:px-6 sm:py-8 lg:px-8">
        {/* Home and the remote loader are lazy (lazyScreens): the frame stays while a page's code arrives. */}
        <Suspense fallback={<LoadingState label="Loading..." />}>
          <SignedInStore>
            <Outlet />
          </SignedInStore>
        </Suspense>
      </main>
    </div>
  );
}
