// The two boxes a card shows in place of its list: a read that failed, and a list with nothing in it yet.
import type { ReactNode } from 'react';
import { cn } from './cn';

/** A failed read or a refused action, announced at once (role="alert"). */
export function ErrorNotice({ children, className }: { children: ReactNode; className?: string }) {
  return (
    <p role="alert" className={cn('rounded-xl bg-rose-50 px-4 py-3 text-sm text-rose-700', className)}>
      {children}
    </p>
  );
}

/** "Nothing here yet": a dashed box with an optional title line above what comes next. */
export function EmptyNotice({ title, children, className }: { title?: ReactNode; children?: ReactNode; className?: string }) {
  return (
    <div className={cn('rounded-xl border border-dashed border-slate-300 px-4 py-6 text-center text-sm text-slate-600', className)}>
      {title && <p className="text-base font-medium text-slate-900">{title}</p>}
      {children && (title ? <div className="mt-1">{children}</div> : children)}
    </div>
  );
}
