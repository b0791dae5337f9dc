// A finished-looking card for a screen or section that a later release delivers. It states that
// plainly and never shows invented data.
import { ArrowLeft, CalendarClock } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { Badge } from './Badge';
import { buttonClasses } from './buttonClasses';
import { cn } from './cn';

export interface ReleasePlaceholderProps {
  /** The screen or section, e.g. 'Draft Room'; leave it out when the page header already names it. */
  title?: string;
  /** The sentence saying which release delivers it. */
  message: string;
  details?: ReactNode;
  icon?: ReactNode;
  /** 1 when the card is the whole screen, 2/3 when it is a section. */
  headingLevel?: 1 | 2 | 3;
  actions?: ReactNode;
  /** A link back to where the user came from. */
  back?: { to: string; label: string };
  compact?: boolean;
  className?: string;
}

export function ReleasePlaceholder({ title, message, details, icon, headingLevel = 2, actions, back, compact = false, className }: ReleasePlaceholderProps) {
  const Heading = `h${headingLevel}` as const;
  return (
    <section
      aria-label={title ?? 'Coming soon'}
      className={cn('relative overflow-hidden rounded-2xl border border-dashed border-slate-300 bg-white/80', compact ? 'p-5' : 'p-6 sm:p-10', className)}
    >
      <div className={cn('flex gap-4', compact ? 'items-start' : 'flex-col items-center text-center')}>
        <div
          aria-hidden
          className={cn(
            'flex shrink-0 items-center justify-center rounded-2xl bg-gradient-to-br from-brand-50 to-fuchsia-50 text-brand-600 ring-1 ring-brand-100',
            compact ? 'h-10 w-10' : 'h-14 w-14',
          )}
        >
          {icon ?? <CalendarClock className={compact ? 'h-5 w-5' : 'h-7 w-7'} />}
        </div>
        <div className={cn('min-w-0', !compact && 'max-w-lg')}>
          <div className={cn('flex flex-wrap items-center gap-2', !compact && 'justify-center')}>
            {title && (
              <Heading className={cn('font-semibold text-slate-900', headingLevel === 1 ? 'text-2xl' : compact ? 'text-base' : 'text-lg')}>{title}</Heading>
            )}
            <Badge tone="brand">Coming soon</Badge>
          </div>
          <p className="mt-2 text-sm text-slate-600">{message}</p>
          {details && <div className="mt-2 text-sm text-slate-500">{details}</div>}
          {(actions || back) && (
            <div className={cn('mt-5 flex flex-wrap gap-2', !compact && 'justify-center')}>
              {back && (
                <Link to={back.to} className={buttonClasses({ variant: 'outline', size: compact ? 'sm' : 'md' })}>
                  <ArrowLeft className="h-4 w-4" aria-hidden />
                  {back.label}
                </Link>
              )}
              {actions}
            </div>
          )}
        </div>
      </div>
    </section>
  );
}
