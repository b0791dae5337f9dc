// A confirmation before something that cannot be undone: Cancel, and a destructive confirm button
// that shows a spinner while the action runs.
import type { ReactNode } from 'react';
import { Button } from './Button';
import { Dialog } from './Dialog';

export interface ConfirmDialogProps {
  open: boolean;
  title: ReactNode;
  description: ReactNode;
  confirmLabel: string;
  onConfirm: () => void;
  onCancel: () => void;
  busy?: boolean;
  icon?: ReactNode;
  children?: ReactNode;
}

export function ConfirmDialog({ open, title, description, confirmLabel, onConfirm, onCancel, busy = false, icon, children }: ConfirmDialogProps) {
  return (
    <Dialog
      role="alertdialog"
      open={open}
      onClose={onCancel}
      title={title}
      description={description}
      footer={
        <>
          <Button variant="outline" onClick={onCancel}>
            Cancel
          </Button>
          <Button variant="destructive" onClick={onConfirm} busy={busy}>
            {!busy && icon}
            {confirmLabel}
          </Button>
        </>
      }
    >
      {children}
    </Dialog>
  );
}
