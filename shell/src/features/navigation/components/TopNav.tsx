// The top navigation: brand, role links, the 'Online' pill and the user menu. On phones the links
// move to a second row. Collapsed (while a timed mini-game attempt runs) it is one slim row: on phones
// the links step aside, and the brand (home) and the account menu stay, the way out of the attempt.
import { BrandMark, cn, sessionPerson, START_PAGE, type Session } from '@reality-draft/kit/host';
import { Link, NavLink, useLocation } from 'react-router-dom';
import { NAV_ITEMS } from './navItems';
import { AccountMenu } from './AccountMenu';
import { OnlinePill } from './OnlinePill';

type SignedIn = Exclude<Session, { role: 'anonymous' }>;

export function TopNav({ session, collapsed = false }: { session: SignedIn; collapsed?: boolean }) {
  const person = sessionPerson(session);
  const { pathname } = useLocation();
  return (
    <header className="sticky top-0 z-40 border-b border-slate-200 bg-white/90 backdrop-blur supports-[backdrop-filter]:bg-white/75">
      <div className="mx-auto flex max-w-6xl flex-wrap items-center gap-x-6 px-4 sm:px-6 lg:px-8">
        <Link
          to={START_PAGE[session.role]}
          className={cn(
            'order-1 flex items-center rounded-lg focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-brand-500',
            collapsed ? 'h-12' : 'h-16',
          )}
        >
          <BrandMark />
        </Link>
        <div className="order-2 ml-auto flex items-center gap-2 sm:gap-3 md:order-3 md:ml-0">
          <OnlinePill />
          <AccountMenu role={session.role} person={person} />
        </div>
        <nav
          aria-label="Main"
          className={cn(
            'order-3 -mx-4 grid w-[calc(100%+2rem)] auto-cols-fr grid-flow-col gap-1 border-t border-slate-100 px-2 py-1.5 sm:-mx-6 sm:w-[calc(100%+3rem)] sm:px-6 md:order-2 md:mx-0 md:ml-auto md:flex md:w-auto md:border-0 md:p-0',
            collapsed && 'max-md:hidden',
          )}
        >
          {NAV_ITEMS[session.role].map(({ label, to, icon: Icon, end, also }) => (
            <NavLink
              key={to}
              to={to}
              end={end}
              className={({ isActive: here }) =>
                cn(
                  // Tight on phones: an admin's five links keep their labels whole at 390 px.
                  'flex min-w-0 flex-col items-center gap-1 rounded-lg px-0.5 py-1.5 text-[11px] font-medium tracking-tight transition',
                  'md:flex-row md:gap-2 md:px-3 md:py-2 md:text-sm md:tracking-normal',
                  'focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-brand-500',
                  here || also?.includes(pathname) ? 'bg-brand-50 text-brand-700' : 'text-slate-600 hover:bg-slate-100 hover:text-slate-900',
                )
              }
            >
              <Icon className="h-4 w-4 shrink-0" aria-hidden />
              <span className="max-w-full truncate">{label}</span>
            </NavLink>
          ))}
        </nav>
      </div>
    </header>
  );
}
