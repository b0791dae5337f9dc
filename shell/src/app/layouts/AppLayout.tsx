// The frame of every signed-in screen: top navigation for the session's role, then the page.
import { type Session } from '@reality-draft/kit';
import { Outlet } from 'react-router-dom';
import { TopNav } from '../../features/navigation/components/TopNav';

export function AppLayout({ session }: { session: Exclude<Session, { role: 'anonymous' }> }) {
  return (
    <div className="flex min-h-screen flex-col">
      <TopNav session={session} />
      <main id="main" className="mx-auto w-full max-w-6xl flex-1 px-4 py-6 sm:px-6 sm:py-8 lg:px-8">
        <Outlet />
      </main>
    </div>
  );
}
