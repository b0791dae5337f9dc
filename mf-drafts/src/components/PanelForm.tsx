// The league page's inline forms (the rules, the next season, a claim, a trade, the prediction settings):
// a tinted panel under the card's words, checked by the page itself (noValidate) and sent without leaving
// it. One opened from a button (focusFirstInput) takes the focus the button had into its first input.
import { Button } from '@reality-draft/kit';
import { useEffect, useRef, type FormHTMLAttributes, type ReactNode } from 'react';

export interface PanelFormProps extends Omit<FormHTMLAttributes<HTMLFormElement>, 'onSubmit' | 'className' | 'noValidate'> {
  /** The space between the panel's rows: 'space-y-3' unless said. */
  spacing?: string;
  focusFirstInput?: boolean;
  /** On submit; the page does not reload. */
  onSubmit: () => void;
  children: ReactNode;
}

export function PanelForm({ spacing = 'space-y-3', focusFirstInput = false, onSubmit, children, ...props }: PanelFormProps) {
  const form = useRef<HTMLFormElement>(null);
  useEffect(() => {
    if (focusFirstInput) form.current?.querySelector('input')?.focus();
  }, [focusFirstInput]);
  return (
    <form
      ref={form}
      {...props}
      className={`${spacing} rounded-xl border border-slate-200 bg-slate-50/70 p-4`}
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        onSubmit();
      }}
    >
      {children}
    </form>
  );
}

/** The buttons of a form opened from a button: its submit (`children`, busy while sending) and Cancel. */
export function SubmitOrCancel({ busy, onCancel, children }: { busy: boolean; onCancel: () => void; children: ReactNode }) {
  return (
    <div className="flex flex-wrap items-center gap-2">
      <Button type="submit" size="sm" busy={busy}>
        {children}
      </Button>
      <Button type="button" size="sm" variant="ghost" onClick={onCancel}>
        Cancel
      </Button>
    </div>
  );
}
