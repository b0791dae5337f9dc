// A bios list that has nothing to show yet (docs/player-area.md#bios-states): loading, 'Unable to Load Contestants' with
// the server's message and 'Try Again', or 'No Contestants Found'.
import { Button, Card, errorMessage, LoadingState } from '@reality-draft/kit';
import { RefreshCw, UserX } from 'lucide-react';
import { BIOS_TEXTS, type BiosStage } from '../model/biosState';

interface Props {
  stage: Exclude<BiosStage, 'ready'>;
  error?: unknown;
  retrying?: boolean;
  onRetry: () => void;
}

export function BiosStatus({ stage, error, retrying = false, onRetry }: Props) {
  if (stage === 'loading') return <LoadingState label={BIOS_TEXTS.loading} className="py-12" />;
  if (stage === 'error') {
    return (
      <Card role="alert" className="px-5 py-8 text-center">
        <h3 className="text-base font-semibold text-slate-900">{BIOS_TEXTS.unableTitle}</h3>
        <p className="mt-1 text-sm text-slate-600">{errorMessage(error, BIOS_TEXTS.unableText)}</p>
        <Button className="mt-4" variant="outline" onClick={onRetry} busy={retrying}>
          {!retrying && <RefreshCw className="h-4 w-4" aria-hidden />}
          {BIOS_TEXTS.retry}
        </Button>
      </Card>
    );
  }
  return (
    <div className="rounded-2xl border border-dashed border-slate-300 bg-white/80 px-5 py-10 text-center">
      <UserX className="mx-auto h-8 w-8 text-slate-400" aria-hidden />
      <h3 className="mt-2 text-base font-semibold text-slate-900">{BIOS_TEXTS.emptyTitle}</h3>
      <p className="mt-1 text-sm text-slate-600">{BIOS_TEXTS.emptyText}</p>
    </div>
  );
}
