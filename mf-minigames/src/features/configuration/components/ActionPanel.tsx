// A detail panel: icon, title, what it does, and its action.
import { Card, cn } from '@reality-draft/kit';
import type { ReactNode } from 'react';

interface ActionPanelProps {
  title: string;
  description: ReactNode;
  icon: ReactNode;
  tone?: string;
  children: ReactNode;
}

export function ActionPanel({ title, description, icon, tone = 'bg-brand-50 text-brand-600', children }: ActionPanelProps) {
  return (
    <Card className="flex flex-col p-5">
      <div className="flex items-start gap-3">
        <span aria-hidden className={cn('flex h-10 w-10 shrink-0 items-center justify-center rounded-xl', tone)}>
          {icon}
        </span>
        <div className="min-w-0">
          <h3 className="font-semibold text-slate-900">{title}</h3>
          <p className="mt-1 text-sm text-slate-600">{description}</p>
        </div>
      </div>
      <div className="mt-4 flex flex-1 flex-col justify-end gap-3">{children}</div>
    </Card>
  );
}
