// Says that a list is the shipped demo cast (made-up people), not the season's real one.
import { Badge } from '@reality-draft/kit';
import { FlaskConical } from 'lucide-react';
import { BIOS_TEXTS } from '../model/biosState';

export function DemoCastNote() {
  return (
    <p className="flex flex-wrap items-center gap-2 text-sm text-slate-600">
      <Badge tone="warning">
        <FlaskConical className="h-3.5 w-3.5" aria-hidden />
        {BIOS_TEXTS.demoBadge}
      </Badge>
      <span>{BIOS_TEXTS.demoText}</span>
    </p>
  );
}
