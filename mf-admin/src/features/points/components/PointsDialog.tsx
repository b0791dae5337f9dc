// The points dialog of one show (docs/scoring.md#points-dialog, docs/scoring.md#scoring-calls): the week or episode (whose saved results load
// into the form), then each placement or competition with its winner(s) and its points (the show's
// defaults, editable), and who went out. Before saving it lists what will change and who that moves in
// each draft's standings; saving makes the period exactly what the dialog shows (a winner no longer
// chosen is removed, never counted twice).
// On a failure the dialog stays open, so the admin can fix it and save again.
import { Button, cn, Dialog, inputClasses } from '@reality-draft/kit';
import { SHOW_NAMES, withArticle, type ShowType } from '@reality-draft/events';
import { ChevronDown, Save } from 'lucide-react';
import type { FormEvent } from 'react';
import { canGoOutIn, outChanges } from '../model/periodForm';
import { isPlacement, outWord, periodsOf, periodTitle, periodWord, POINT_SLOTS, type PointSlot } from '../model/pointSlots';
import type { Subject } from '../model/totalsGrid';
import { usePeriodForm } from '../hooks/usePeriodForm';
import { periodPreviewEntries } from '../model/rankPreview';
import { useRankPreview } from '../hooks/useRankPreview';
import { useSavePoints } from '../hooks/useSavePoints';
import { ChangePreview } from './ChangePreview';
import { RankPreview } from './RankPreview';
import { WinnerList, WinnerSelect } from './WinnerPicker';

/** "Evicted this episode", "Voted out this episode", "Eliminated this week". */
export function outHeading(show: ShowType) {
  const word = outWord(show);
  return `${word[0].toUpperCase()}${word.slice(1)} this ${periodWord(show)}`;
}

export function pointsDialogTitle(show: ShowType) {
  return `Assign ${SHOW_NAMES[show]} Points`;
}

/** A narrow number box (kit's inputClasses are full width, and cn does not merge conflicting classes). */
const POINTS_INPUT =
  'block h-9 w-16 rounded-lg border border-slate-300 bg-white px-2 text-center text-base tabular-nums text-slate-900 shadow-sm ' +
  'focus:border-brand-500 focus:outline-none focus:ring-2 focus:ring-brand-500/30 sm:text-sm';

function PointsInput({ slot, value, onChange }: { slot: PointSlot; value: string; onChange: (value: string) => void }) {
  return (
    <label className="flex shrink-0 items-center gap-1.5 text-xs font-medium text-slate-500">
      <input
        aria-label={`${slot.label} points`}
        type="number"
        inputMode="numeric"
        step={1}
        min={-100}
        max={100}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        className={POINTS_INPUT}
      />
      pts
    </label>
  );
}

export function PointsDialog({ show, subjects, open, onClose }: { show: ShowType; subjects: readonly Subject[]; open: boolean; onClose: () => void }) {
  const { form, setForm, loading, loadFailed, periodHasEntries, changes, previewing, previewError } = usePeriodForm(show, subjects, open);
  const { save, saving } = useSavePoints(show);
  const standings = useRankPreview(changes && form.period !== null ? periodPreviewEntries(show, form.period, changes) : null);
  const slots = POINT_SLOTS[show];
  const word = periodTitle(show);
  const teams = show === 'amazing_race';
  const goingOut = canGoOutIn(subjects, form.period);

  const setWinners = (slot: PointSlot, ids: string[]) => setForm((current) => ({ ...current, winners: { ...current.winners, [slot.id]: ids } }));
  const setPoints = (slot: PointSlot, points: string) => setForm((current) => ({ ...current, points: { ...current.points, [slot.id]: points } }));
  /** Teams already holding a placement, for the other placement selects. */
  const placedElsewhere = (slot: PointSlot) =>
    new Set(isPlacement(slot) ? slots.filter((other) => isPlacement(other) && other.id !== slot.id).flatMap((other) => form.winners[other.id] ?? []) : []);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (await save(form, { subjects, periodHasEntries, changes })) onClose();
  };

  return (
    <Dialog
      open={open}
      onClose={onClose}
      title={pointsDialogTitle(show)}
      description={
        teams
          ? "Choose the week: what is saved for it loads here. Place the leg's top five teams, the Express Pass winner and who was eliminated; saving makes the week exactly what you see."
          : 'Choose the episode: what is saved for it loads here. Choose who won each competition and who went out; saving makes the episode exactly what you see.'
      }
      className="max-h-[calc(100dvh-2rem)] overflow-y-auto !max-w-2xl"
    >
      <form aria-label={pointsDialogTitle(show)} onSubmit={(event) => void submit(event)} className="space-y-5" noValidate>
        <div className="space-y-1.5 sm:max-w-xs">
          <label htmlFor={`points-period-${show}`} className="block text-sm font-medium text-slate-700">
            {word}
          </label>
          <div className="relative">
            <select
              id={`points-period-${show}`}
              className={cn(inputClasses, 'appearance-none pr-9')}
              value={form.period ?? ''}
              onChange={(event) => setForm((current) => ({ ...current, period: event.target.value ? Number(event.target.value) : null }))}
            >
              <option value="">{`Select ${withArticle(periodWord(show))}`}</option>
              {periodsOf(show).map((period) => (
                <option key={period} value={period}>
                  {`${word} ${period}`}
                </option>
              ))}
            </select>
            <ChevronDown aria-hidden className="pointer-events-none absolute right-3 top-1/2 h-4 w-4 -translate-y-1/2 text-slate-400" />
          </div>
        </div>

        {loading && (
          <p role="status" className={cn('text-sm', loadFailed ? 'text-rose-700' : 'text-slate-500')}>
            {loadFailed
              ? `Could not load ${periodWord(show)} ${form.period}. Close the dialog and try again.`
              : `Loading ${periodWord(show)} ${form.period}...`}
          </p>
        )}

        {subjects.length === 0 ? (
          <p className="rounded-xl bg-amber-50 px-4 py-3 text-sm text-amber-800">
            {`There are no ${SHOW_NAMES[show]} ${teams ? 'teams' : 'contestants'} yet. Seed or load the cast in Data Tools first.`}
          </p>
        ) : (
          <fieldset disabled={loading} aria-busy={loading} className="grid min-w-0 items-start gap-3 disabled:opacity-60 sm:grid-cols-2">
            {slots.map((slot) => {
              const chosen = form.winners[slot.id] ?? [];
              const heading = slot.maxWinners === 1 ? slot.label : `${slot.label}${Number.isFinite(slot.maxWinners) ? ` (up to ${slot.maxWinners})` : ''}`;
              return (
                <div key={slot.id} role="group" aria-label={slot.label} className="min-w-0 rounded-xl border border-slate-200 p-3">
                  <div className="flex items-center justify-between gap-3">
                    <span className="text-sm font-semibold text-slate-800">{heading}</span>
                    <PointsInput slot={slot} value={form.points[slot.id] ?? ''} onChange={(value) => setPoints(slot, value)} />
                  </div>
                  <div className="mt-2">
                    {slot.maxWinners === 1 ? (
                      <WinnerSelect
                        label={`${slot.label} ${teams && isPlacement(slot) ? 'team' : 'winner'}`}
                        subjects={subjects}
                        value={chosen[0]}
                        taken={placedElsewhere(slot)}
                        noneLabel={teams ? 'No team' : 'No winner'}
                        onChange={(id) => setWinners(slot, id ? [id] : [])}
                      />
                    ) : (
                      <WinnerList
                        label={`${slot.label} winners`}
                        subjects={subjects}
                        value={chosen}
                        max={slot.maxWinners}
                        everyoneStillIn={slot.everyoneStillIn === true}
                        onChange={(ids) => setWinners(slot, ids)}
                      />
                    )}
                  </div>
                </div>
              );
            })}
            <div role="group" aria-label={outHeading(show)} className="min-w-0 rounded-xl border border-slate-200 p-3 sm:col-span-2">
              <span className="text-sm font-semibold text-slate-800">{outHeading(show)}</span>
              <div className="mt-2">
                <WinnerList
                  label={outHeading(show)}
                  addLabel={`Add who was ${outWord(show)} this ${periodWord(show)}`}
                  placeholder={teams ? 'Add a team' : show === 'big_brother' ? 'Add a house guest' : 'Add a castaway'}
                  subjects={goingOut}
                  value={form.out}
                  max={Math.max(goingOut.length, 1)}
                  everyoneStillIn={false}
                  onChange={(ids) => setForm((current) => ({ ...current, out: ids }))}
                />
              </div>
            </div>
          </fieldset>
        )}

        <div className="sticky -bottom-6 -mx-6 !-mb-6 space-y-3 border-t border-slate-100 bg-white px-6 pb-6 pt-4">
          {form.period !== null && !loading && subjects.length > 0 && (
            <ChangePreview
              show={show}
              period={form.period}
              changes={changes}
              out={outChanges(subjects, form)}
              subjects={subjects}
              previewing={previewing}
              error={previewError}
              standings={<RankPreview preview={standings} className="mt-2 border-t border-slate-200 pt-2" />}
            />
          )}
          <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
            <Button variant="outline" onClick={onClose}>
              Cancel
            </Button>
            <Button type="submit" busy={saving} disabled={subjects.length === 0}>
              {!saving && <Save className="h-4 w-4" aria-hidden />}
              Save Points
            </Button>
          </div>
        </div>
      </form>
    </Dialog>
  );
}
