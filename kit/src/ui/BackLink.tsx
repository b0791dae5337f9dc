// The way back from a screen to its home: an outline button with a left arrow, "Back to Dashboard"
// (the player's dashboard) unless told otherwise.
import { ArrowLeft } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { buttonClasses } from './buttonClasses';

export const PLAYER_DASHBOARD_PATH = '/player/dashboard';

export function BackLink({ to = PLAYER_DASHBOARD_PATH, children = 'Back to Dashboard', className }: { to?: string; children?: ReactNode; className?: string }) {
  return (
    <Link to={to} className={buttonClasses({ variant: 'outline', className })}>
      <ArrowLeft className="h-4 w-4" aria-hidden />
      {children}
    </Link>
  );
}
