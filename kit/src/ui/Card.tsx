import type { HTMLAttributes, ReactNode } from 'react';
import { cn } from './cn';
import { IconTile } from './IconTile';

export function Card({ className, ...rest }: HTMLAttributes<HTMLDivElement>) {
  return <div className={cn('rounded-2xl border border-slate-200 bg-white shadow-sm', className)} {...rest} />;
}

export function CardHeader({
  title,
  description,
  icon,
  action,
  headingLevel = 2,
  className,
}: {
  title: ReactNode;
  description?: ReactNode;
  icon?: ReactNode;
  action?: ReactNode;
  headingLevel?: 2 | 3;
  className?: string;
}) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <div className={cn('flex items-start gap-3 p-5 pb-0 sm:p-6 sm:pb-0', className)}>
      {icon && <IconTile>{icon}</IconTile>}
      <div className="min-w-0 flex-1">
        <Heading className="text-base font-semibold text-slate-900">{title}</Heading>
        {description && <p className="mt-1 text-sm text-slate-500">{description}</p>}
      </div>
      {action}
    </div>
  );
}

export function CardBody({ className, ...rest }: HTMLAttributes<HTMLDivElement>) {
  return <div className={cn('p-5 sm:p-6', className)} {...rest} />;
}

/** A card of one section: its header (icon, title, description, action) over its body. */
export function SectionCard({
  icon,
  title,
  description,
  action,
  headingLevel,
  className,
  bodyClassName,
  children,
}: Parameters<typeof CardHeader>[0] & { bodyClassName?: string; children: ReactNode }) {
  return (
    <Card className={className}>
      <CardHeader icon={icon} title={title} description={description} action={action} headingLevel={headingLevel} />
      <CardBody className={bodyClassName}>{children}</CardBody>
    </Card>
  );
}
