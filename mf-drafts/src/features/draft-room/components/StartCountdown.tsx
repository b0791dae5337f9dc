// "Starting in 10 s" while the admin's start countdown runs, for every viewer of the room.
import type { DraftDetail } from '@reality-draft/events';
import { Card, useServerNow } from '@reality-draft/kit';
import { Timer } from 'lucide-react';
import { secondsUntilStart, startingInText } from '../model/startCountdown';

const NOTES = {
  player: 'The admin is starting the draft. The order is drawn at the start; get your pick queue ready.',
  admin: 'Every player sees this countdown, then the order is drawn and the first turn begins. Start now to skip it.',
};

export function StartCountdown({ draft, viewer }: { draft: Pick<DraftDetail, 'status' | 'startsAt' | 'startKind'>; viewer: keyof typeof NOTES }) {
  const seconds = secondsUntilStart(draft, useServerNow());
  if (seconds === null) return null;
  return (
    <Card className="flex h-full flex-wrap items-center gap-4 border-brand-300 p-5 ring-2 ring-brand-200 sm:p-6">
      <div aria-hidden className="rounded-xl bg-brand-50 p-2.5 text-brand-600">
        <Timer className="h-6 w-6" />
      </div>
      <div className="min-w-0 flex-1">
        <p className="text-2xl font-bold text-slate-900 tabular-nums sm:text-3xl" data-testid="start-countdown">
          {startingInText(seconds)}
        </p>
        <p className="mt-1 text-sm text-slate-600">{NOTES[viewer]}</p>
      </div>
    </Card>
  );
}
