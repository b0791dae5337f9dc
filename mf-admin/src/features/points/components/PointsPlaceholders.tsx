// The 'Configure Points' and 'Point Totals' tabs until the scoring release.
import { ReleasePlaceholder } from '@reality-draft/kit';
import { Calculator, Table2 } from 'lucide-react';

export function ConfigurePointsPlaceholder() {
  return (
    <ReleasePlaceholder
      title="Configure Points"
      icon={<Calculator className="h-7 w-7" />}
      message="Entering each week's placements and competition winners arrives with the scoring release."
      details="Amazing Race legs, Big Brother episodes and Survivor episodes will each get their points form here."
    />
  );
}

export function PointTotalsPlaceholder() {
  return (
    <ReleasePlaceholder
      title="Point Totals"
      icon={<Table2 className="h-7 w-7" />}
      message="The week-by-week point totals table arrives with the scoring release."
    />
  );
}
