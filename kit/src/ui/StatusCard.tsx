// A card that stands in for a page or section that cannot be shown (not found, no access, could not
// load): a tinted icon, a heading, what happened and the way on.
import type { LucideIcon } from 'lucide-react';
import type { HTMLAttributes, ReactNode } from 'react';
import { Card } from './Card';
import { cn } from './cn';

const TONES = {
  rose: 'bg-rose-50 text-rose-600 ring-rose-100',
  amber: 'bg-amber-50 text-amber-600 ring-amber-100',
};

export interface StatusCardProps extends Omit<HTMLAttributes<HTMLDivElement>, 'title'> {
  icon: LucideIcon;
  tone: keyof typeof TONES;
  title: ReactNode;
  /** 1 where the card is the page, 2 where it stands in for a section of one. */
  headingLevel?: 1 | 2;
  /** A longer text: max-w-xl rather than max-w-lg. */
  wide?: boolean;
  /** What happened (paragraphs) and the way on (a link or a button). */
  children?: ReactNode;
}

export function StatusCard({ icon: Icon, tone, title, headingLevel = 1, wide = false, children, className, ...rest }: StatusCardProps) {
  const Heading = headingLevel === 1 ? 'h1' : 'h2';
  return (
    <Card className={cn('mx-auto p-6 text-center sm:p-10', wide ? 'max-w-xl' : 'max-w-lg', className)} {...rest}>
      <div aria-hidden className={cn('mx-auto flex h-14 w-14 items-center justify-center rounded-2xl ring-1', TONES[tone])}>
        <Icon className="h-7 w-7" />
      </div>
      <Heading className={cn('mt-4 font-semibold text-slate-900', headingLevel === 1 ? 'text-xl' : 'text-lg')}>{title}</Heading>
      {children}
    </Card>
  );
}
