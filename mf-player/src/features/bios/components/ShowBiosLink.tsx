// A link from the all-casts page to a show's own bios page.
import { buttonClasses } from '@reality-draft/kit';
import { ChevronRight } from 'lucide-react';
import { Link } from 'react-router-dom';

export function ShowBiosLink({ to, label }: { to: string; label: string }) {
  return (
    <Link to={to} className={buttonClasses({ variant: 'ghost', size: 'sm', className: '-mr-2' })}>
      {label}
      <ChevronRight className="h-4 w-4" aria-hidden />
    </Link>
  );
}
