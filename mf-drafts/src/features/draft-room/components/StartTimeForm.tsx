// The draft room's start time form: kit's date and time fields of the admin's own zone, against the server's clock.
import { Button, StartTimeFields, useServerNow, useStartTimeInputs } from '@reality-draft/kit';
import { Check } from 'lucide-react';
import type { FormEvent } from 'react';

export function StartTimeForm({
  startsAt,
  busy,
  onSave,
  onCancel,
}: {
  startsAt: string | null;
  busy: boolean;
  onSave: (startsAt: string) => Promise<boolean>;
  onCancel: () => void;
}) {
  const now = useServerNow();
  const fields = useStartTimeInputs(startsAt, now);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const iso = fields.submitted();
    if (!iso || busy) return;
    await onSave(iso);
  };

  return (
    <form onSubmit={(event) => void submit(event)} aria-label="Start time" className="mt-3 space-y-3">
      <StartTimeFields fields={fields} className="grid grid-cols-2 gap-3 sm:max-w-sm" />
      <div className="flex flex-wrap gap-2">
        <Button type="submit" size="sm" busy={busy} className="flex-1 sm:flex-none">
          {!busy && <Check className="h-4 w-4" aria-hidden />}
          Save start time
        </Button>
        <Button type="button" size="sm" variant="outline" onClick={onCancel} className="flex-1 sm:flex-none">
          Cancel
        </Button>
      </div>
    </form>
  );
}
