// The frame of every signed-in screen: top navigation for the session's role, a player's draft
// banner, then the page. <main> is drawn at once (focus after a navigation goes there); the
// navigation, the page and the store around it (SignedInStore) load lazily.
import { LoadingState, useToastsHeld, type Session } from '@reality-draft/kit/host';
import { Suspense, useEffect, useState } from 'react';
import { Outlet } from 'react-router-dom';
import { prepareRemotes } from '../../features/federation/model/sharedKit';
import { TopNavPlaceholder } from '../../features/navigation/components/TopNavPlaceholder';
import { OnTheClockBand } from '../../features/on-the-clock/components/OnTheClockBand';
import { OnTheClock, SignedInStore, TopNav } from '../lazyScreens';

export function AppLayout({ session }: { session: Exclude<Session, { role: 'anonymous' }> }) {
  useEffect(prepareRemotes, []);
  const [band, setBand] = useState<HTMLElement | null>(null);
  // While a timed attempt runs (it holds the toasts), the banner is not drawn either: nothing covers or
  // moves the board (issue 19 §7). The tab's title, icon and the spoken announcement still tell the turn.
  // The navigation collapses to its one slim row then, so a phone shows the whole board from Start on.
  const attemptRunning = useToastsHeld();
  return (
    <div className="flex min-h-screen flex-col">
      <Suspense fallback={<TopNavPlaceholder />}>
        <TopNav session={session} collapsed={attemptRunning} />
      </Suspense>
      {/* The player's draft banner, under the navigation on every page (issue 28 §1). */}
      {!attemptRunning && <OnTheClockBand bandRef={setBand} />}
      <main id="main" className="mx-auto w-full max-w-6xl flex-1 px-4 py-6 sm:px-6 sm:py-8 lg:px-8">
        {/* Home and the remote loader are lazy (lazyScreens): the frame stays while a page's code arrives. */}
        <Suspense fallback={<LoadingState label="Loading..." />}>
          <SignedInStore>
            <OnTheClock container={band} />
            <Outlet />
          </SignedInStore>
        </Suspense>
      </main>
    </div>
  );
}
