import { Button, cn } from '@reality-draft/kit';
import { LogIn } from 'lucide-react';

/** The join forms' submit button: 'Join Draft', busy while the join is on its way. */
export function JoinDraftButton({ disabled, busy, className }: { disabled: boolean; busy: boolean; className?: string }) {
  return (
    <Button type="submit" className={cn('w-full sm:w-auto sm:self-start', className)} disabled={disabled} busy={busy}>
      {!busy && <LogIn className="h-4 w-4" aria-hidden />}
      Join Draft
    </Button>
  );
}
