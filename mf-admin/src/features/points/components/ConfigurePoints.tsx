// The 'Configure Points' tab: per show, the points each result is worth, the button that opens the
// show's points dialog, and the latest entries of that show.
import { Badge, Button, SectionCard } from '@reality-draft/kit';
import { SHOW_NAMES, withArticle, type ShowType } from '@reality-draft/events';
import { Calculator, ClipboardPen } from 'lucide-react';
import { useState } from 'react';
import { periodWord, POINT_SLOTS } from '../model/pointSlots';
import { useShowSubjects } from '../hooks/useShowSubjects';
import { PointsDialog, pointsDialogTitle } from './PointsDialog';
import { RecentEntries } from './RecentEntries';
import { ShowTabs } from './ShowTabs';

function PointScheme({ show }: { show: ShowType }) {
  return (
    <section aria-label={`${SHOW_NAMES[show]} point values`} className="rounded-xl border border-slate-200">
      <h3 className="border-b border-slate-100 px-4 py-3 text-sm font-semibold text-slate-900">Point values</h3>
      <ul className="divide-y divide-slate-100">
        {POINT_SLOTS[show].map((slot) => (
          <li key={slot.id} className="flex items-center justify-between gap-3 px-4 py-2.5 text-sm">
            <span className="text-slate-700">{slot.label}</span>
            <Badge tone="brand" className="tabular-nums">
              {`${slot.defaultPoints} ${Math.abs(slot.defaultPoints) === 1 ? 'pt' : 'pts'}`}
            </Badge>
          </li>
        ))}
      </ul>
      <p className="border-t border-slate-100 px-4 py-3 text-xs text-slate-500">
        These are the defaults. {`Change a value in the dialog when ${withArticle(periodWord(show))} is scored differently.`}
      </p>
    </section>
  );
}

function ShowPointsPanel({ show }: { show: ShowType }) {
  const [open, setOpen] = useState(false);
  const { subjects, isLoading } = useShowSubjects(show);
  const teams = show === 'amazing_race';
  return (
    <div className="grid gap-4 lg:grid-cols-[minmax(0,2fr)_minmax(0,3fr)] lg:items-start">
      <div className="min-w-0 rounded-xl bg-slate-50 p-4 lg:col-start-2">
        <p className="text-sm text-slate-600">
          {teams
            ? 'Score a leg: the week, the 1st to 5th placed teams, the Express Pass winner and who was eliminated. Reopen a week to change it.'
            : "Score an episode: each competition's winners and who went out. Reopen an episode to change it."}
        </p>
        <Button className="mt-3 w-full sm:w-auto" onClick={() => setOpen(true)} disabled={isLoading}>
          <ClipboardPen className="h-4 w-4" aria-hidden />
          {pointsDialogTitle(show)}
        </Button>
      </div>
      <div className="min-w-0 lg:col-start-1 lg:row-span-2 lg:row-start-1">
        <PointScheme show={show} />
      </div>
      <div className="min-w-0 lg:col-start-2">
        <RecentEntries show={show} />
      </div>
      <PointsDialog show={show} subjects={subjects} open={open} onClose={() => setOpen(false)} />
    </div>
  );
}

export function ConfigurePoints({ show, onShowChange }: { show: ShowType; onShowChange: (show: ShowType) => void }) {
  return (
    <SectionCard
      icon={<Calculator className="h-5 w-5" />}
      title="Configure Points"
      description="Score each week or episode from the real results. Every entry is kept in the points history."
    >
      <ShowTabs show={show} onShowChange={onShowChange} label="Show to score">
        {(showType) => <ShowPointsPanel show={showType} />}
      </ShowTabs>
    </SectionCard>
  );
}
