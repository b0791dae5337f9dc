// The question before 'Clear Picks & Restart' (docs/drafts.md#start-and-restart): it wipes every pick at once, so the
// admin confirms first. Used by the draft room and by Draft Management.
import { RotateCcw } from 'lucide-react';
import type { ReactNode } from 'react';
import { ConfirmDialog } from '../ui/ConfirmDialog';

export const RESTART_DRAFT_TITLE = 'Clear Picks & Restart';
export const RESTART_DRAFT_QUESTION = 'Are you sure you want to clear every pick and restart this draft at pick 1? This cannot be undone.';

export interface RestartDraftDialogProps {
  open: boolean;
  busy: boolean;
  onConfirm: () => void;
  onCancel: () => void;
  /** e.g. the draft's name. */
  children?: ReactNode;
}

export function RestartDraftDialog({ open, busy, onConfirm, onCancel, children }: RestartDraftDialogProps) {
  return (
    <ConfirmDialog
      open={open}
      title={RESTART_DRAFT_TITLE}
      description={RESTART_DRAFT_QUESTION}
      confirmLabel={RESTART_DRAFT_TITLE}
      icon={<RotateCcw className="h-4 w-4" aria-hidden />}
      busy={busy}
      onConfirm={onConfirm}
      onCancel={onCancel}
    >
      {children}
    </ConfirmDialog>
  );
}
