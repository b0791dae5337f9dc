// The title block of a bios page, with the way back to the dashboard.
import { buttonClasses, PageHeader } from '@reality-draft/kit';
import { ArrowLeft } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';

export function BiosHeader({ title, description, actions }: { title: string; description: string; actions?: ReactNode }) {
  return (
    <PageHeader
      eyebrow="Player Area"
      title={title}
      description={description}
      actions={
        <>
          {actions}
          <Link to="/player/dashboard" className={buttonClasses({ variant: 'outline' })}>
            <ArrowLeft className="h-4 w-4" aria-hidden />
            Back to Dashboard
          </Link>
        </>
      }
    />
  );
}
