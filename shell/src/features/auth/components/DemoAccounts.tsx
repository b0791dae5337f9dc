// One button per demo account (GET /api/auth/demo-accounts); a click fills in the login form.
// Nothing is rendered when the server has demo accounts disabled.
import { cn } from '@reality-draft/kit/host';
import { ShieldCheck, UserRound } from 'lucide-react';
import type { DemoAccount } from '../api/authApi';
import { useDemoAccounts } from '../hooks/useDemoAccounts';

export function DemoAccounts({ onPick }: { onPick: (account: DemoAccount) => void }) {
  const accounts = useDemoAccounts();
  if (!accounts.length) return null;
  return (
    <section aria-labelledby="demo-accounts-title" className="mt-6">
      <div className="flex items-center gap-3">
        <span className="h-px flex-1 bg-slate-200" />
        <h2 id="demo-accounts-title" className="text-xs font-medium uppercase tracking-wider text-slate-500">
          Demo accounts
        </h2>
        <span className="h-px flex-1 bg-slate-200" />
      </div>
      <p className="mt-2 text-center text-xs text-slate-500">Pick one to fill in the login form.</p>
      <div className="mt-3 grid grid-cols-1 gap-2 min-[360px]:grid-cols-2">
        {accounts.map((account) => {
          const Icon = account.userType === 'admin' ? ShieldCheck : UserRound;
          return (
            <button
              key={`${account.userType}:${account.emailOrUsername}`}
              type="button"
              onClick={() => onPick(account)}
              className={cn(
                'flex min-w-0 items-center gap-1.5 rounded-lg border px-2.5 py-2 text-left text-sm font-medium transition',
                'focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-brand-500',
                account.userType === 'admin'
                  ? 'border-amber-200 bg-amber-50 text-amber-900 hover:bg-amber-100'
                  : 'border-slate-200 bg-white text-slate-700 hover:bg-slate-50',
              )}
            >
              <Icon aria-hidden className={cn('h-4 w-4 shrink-0', account.userType === 'admin' ? 'text-amber-600' : 'text-brand-500')} />
              {/* Wraps rather than truncates: a phone (375 px) shows every label in full. */}
              <span className="min-w-0 break-words leading-tight">{account.label}</span>
            </button>
          );
        })}
      </div>
    </section>
  );
}
