// The filter: one stream, one type, or where in the log to start; Show applies it, Clear shows everything.
import { Button, Field, SelectField } from '@reality-draft/kit';
import { Search } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { EMPTY_FORM, formOf, TYPE_OPTIONS, viewOf, type EventLogView } from '../model/eventLogFilter';

export function EventLogFilters({ view, onShow }: { view: EventLogView; onShow: (view: EventLogView) => void }) {
  const [form, setForm] = useState(() => formOf(view));
  const [problem, setProblem] = useState<string | null>(null);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const shown = viewOf(form);
    setProblem(typeof shown === 'string' ? shown : null);
    if (typeof shown !== 'string') onShow(shown);
  };
  const clear = () => {
    setForm(EMPTY_FORM);
    setProblem(null);
    onShow({ after: 0 });
  };
  return (
    <form
      onSubmit={submit}
      aria-label="Filter the event log"
      className="grid gap-4 sm:grid-cols-2 lg:grid-cols-[minmax(0,2fr)_minmax(0,1.3fr)_minmax(0,1fr)_auto] lg:items-end"
    >
      <Field
        label="Stream"
        labelNote="(optional)"
        placeholder="draft-…, player-…"
        value={form.stream}
        onChange={(event) => setForm({ ...form, stream: event.target.value })}
        autoComplete="off"
        spellCheck={false}
      />
      <SelectField label="Type" options={TYPE_OPTIONS} value={form.type} onChange={(event) => setForm({ ...form, type: event.target.value })} />
      <Field
        label="From position"
        labelNote="(optional)"
        inputMode="numeric"
        placeholder="0"
        value={form.after}
        onChange={(event) => setForm({ ...form, after: event.target.value })}
        autoComplete="off"
      />
      <div className="flex gap-2 sm:col-span-2 lg:col-span-1">
        <Button type="submit" className="flex-1 lg:flex-none">
          <Search className="h-4 w-4" aria-hidden />
          Show
        </Button>
        <Button variant="outline" onClick={clear} className="flex-1 lg:flex-none">
          Clear
        </Button>
      </div>
      {problem && (
        <p role="alert" className="text-sm text-rose-700 sm:col-span-2 lg:col-span-4">
          {problem}
        </p>
      )}
    </form>
  );
}
