// A detail panel whose action is one button (Finish Mini Game, Reset Game): the panel's icon again on
// the button, and what the button opens (a dialog) as children.
import { Button } from '@reality-draft/kit';
import type { LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { ActionPanel } from './ActionPanel';

interface ButtonPanelProps {
  title: string;
  description: ReactNode;
  Icon: LucideIcon;
  tone: string;
  /** The button's text. */
  label: string;
  onClick: () => void;
  children: ReactNode;
}

export function ButtonPanel({ title, description, Icon, tone, label, onClick, children }: ButtonPanelProps) {
  return (
    <ActionPanel title={title} icon={<Icon className="h-5 w-5" />} tone={tone} description={description}>
      <Button variant="outline" onClick={onClick} className="w-full">
        <Icon className="h-4 w-4" aria-hidden />
        {label}
      </Button>
      {children}
    </ActionPanel>
  );
}
