// A centred spinner with a sentence, announced politely to screen readers.
import { cn } from './cn';
import { Spinner } from './Spinner';

export function LoadingState({ label, className }: { label: string; className?: string }) {
  return (
    <div role="status" className={cn('flex flex-col items-center justify-center gap-3 py-16 text-slate-500', className)}>
      <Spinner className="h-7 w-7 text-brand-600" />
      <p className="text-sm font-medium">{label}</p>
    </div>
  );
}
