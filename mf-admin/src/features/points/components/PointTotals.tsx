// The 'Point Totals' tab: per show, a subject x week (or episode) table of points with row totals.
// A cell opens its entries and their history, where an entry can be corrected or removed.
import { Badge, Card, CardBody, CardHeader, errorMessage, LoadingState, usePushConnected, EmptyNotice } from '@reality-draft/kit';
import { SHOW_NAMES, withArticle, type ShowType } from '@reality-draft/events';
import { Table2 } from 'lucide-react';
import { useMemo, useState } from 'react';
import { periodWord } from '../model/pointSlots';
import { totalsGrid, type Subject } from '../model/totalsGrid';
import { usePointTotals } from '../hooks/usePointTotals';
import { useShowSubjects } from '../hooks/useShowSubjects';
import { CellHistoryDialog } from './CellHistoryDialog';
import { PointTotalsTable } from './PointTotalsTable';
import { ShowTabs } from './ShowTabs';

function Empty({ title, message }: { title: string; message: string }) {
  return (
    <EmptyNotice title={title} className="px-6 py-10">
      {message}
    </EmptyNotice>
  );
}

function ShowTotalsPanel({ show }: { show: ShowType }) {
  const cast = useShowSubjects(show);
  const totals = usePointTotals(show);
  const grid = useMemo(() => totalsGrid(cast.subjects, totals.data), [cast.subjects, totals.data]);
  const [cell, setCell] = useState<{ subject: Subject; period: number } | null>(null);
  const teams = show === 'amazing_race';
  const word = periodWord(show);

  if (cast.isLoading || totals.isLoading) return <LoadingState label="Loading point totals..." />;
  if (totals.error && !totals.data) {
    return <Empty title="Could not load point totals" message={errorMessage(totals.error, 'The server did not answer. Please try again.')} />;
  }
  if (cast.subjects.length === 0) {
    return <Empty title={`No ${SHOW_NAMES[show]} ${teams ? 'teams' : 'contestants'}`} message="Seed or load the cast in Data Tools first." />;
  }
  if (grid.periods.length === 0) {
    return <Empty title="No Points Yet" message={`No ${SHOW_NAMES[show]} points have been entered. Use Configure Points to score ${withArticle(word)}.`} />;
  }
  return (
    <>
      <PointTotalsTable show={show} grid={grid} onOpenCell={(subject, period) => setCell({ subject, period })} />
      <CellHistoryDialog show={show} cell={cell} onClose={() => setCell(null)} />
    </>
  );
}

export function PointTotals({ show, onShowChange }: { show: ShowType; onShowChange: (show: ShowType) => void }) {
  const live = usePushConnected();
  return (
    <Card className="min-w-0">
      <CardHeader
        icon={<Table2 className="h-5 w-5" />}
        title="Point Totals"
        description="Points per week or episode, all point types added up. Select a cell to see its entries, correct or remove one."
        action={
          <Badge tone={live ? 'success' : 'neutral'} className="hidden sm:inline-flex">
            {live ? 'Live' : 'Refreshing every 3 s'}
          </Badge>
        }
      />
      <CardBody>
        <ShowTabs show={show} onShowChange={onShowChange} label="Show totals">
          {(showType) => <ShowTotalsPanel show={showType} />}
        </ShowTabs>
      </CardBody>
    </Card>
  );
}
