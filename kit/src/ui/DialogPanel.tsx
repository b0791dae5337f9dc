// A modal dialog on Radix Dialog: overlay, title, description, footer actions and a close button.
// Dialogs are controlled (no Trigger): focus returns to whatever had it when the dialog opened.
// Loaded when a dialog first opens (Dialog).
import * as DialogPrimitive from '@radix-ui/react-dialog';
import { X } from 'lucide-react';
import { useState, type ReactNode } from 'react';
import { cn } from './cn';
import { createFocusReturn } from './focusReturn';
import { usePortalContainer } from './RemoteScope';

export interface DialogProps {
  open: boolean;
  /** Called when the person closes it (Escape, the close button, a click outside a plain dialog). */
  onClose: () => void;
  title: ReactNode;
  description?: ReactNode;
  children?: ReactNode;
  footer?: ReactNode;
  /** 'alertdialog' for confirmations: it asks for an answer, so a click outside does not close it. */
  role?: 'dialog' | 'alertdialog';
  className?: string;
}

export function DialogPanel({ open, onClose, title, description, children, footer, role = 'dialog', className }: DialogProps) {
  const container = usePortalContainer();
  const [focusReturn] = useState(createFocusReturn);
  return (
    <DialogPrimitive.Root open={open} onOpenChange={(next) => !next && onClose()}>
      <DialogPrimitive.Portal container={container ?? undefined}>
        <DialogPrimitive.Overlay className="fixed inset-0 z-50 bg-slate-900/50 backdrop-blur-[2px] data-[state=open]:animate-fade-in" />
        <DialogPrimitive.Content
          role={role}
          onOpenAutoFocus={() => focusReturn.remember(document.activeElement)}
          onCloseAutoFocus={(event) => {
            event.preventDefault();
            focusReturn.restore();
          }}
          onInteractOutside={role === 'alertdialog' ? (event) => event.preventDefault() : undefined}
          className={cn(
            'fixed left-1/2 top-1/2 z-50 w-[calc(100%-2rem)] max-w-md -translate-x-1/2 -translate-y-1/2',
            'rounded-2xl border border-slate-200 bg-white p-6 shadow-2xl focus:outline-none data-[state=open]:animate-dialog-in',
            className,
          )}
          {...(description ? {} : { 'aria-describedby': undefined })}
        >
          <DialogPrimitive.Title className="pr-8 text-lg font-semibold text-slate-900">{title}</DialogPrimitive.Title>
          {description && <DialogPrimitive.Description className="mt-2 text-sm leading-relaxed text-slate-600">{description}</DialogPrimitive.Description>}
          {children && <div className="mt-5">{children}</div>}
          {footer && <div className="mt-6 flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">{footer}</div>}
          <DialogPrimitive.Close
            aria-label="Close"
            className="absolute right-4 top-4 rounded-md p-1 text-slate-500 transition hover:bg-slate-100 hover:text-slate-700 focus:outline-none focus-visible:ring-2 focus-visible:ring-brand-500"
          >
            <X className="h-4 w-4" aria-hidden />
          </DialogPrimitive.Close>
        </DialogPrimitive.Content>
      </DialogPrimitive.Portal>
    </DialogPrimitive.Root>
  );
}
