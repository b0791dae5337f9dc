// A draft's join code with a copy button, in one of two looks:
// - 'labelled' (a draft room's header): "Join Code" before the code; the button shows a tick for
//   1.5 s once the code is copied.
// - 'compact' (a row in a list of drafts): the label is for screen readers only; a toast says the
//   code was copied.
import { Check, Copy } from 'lucide-react';
import { buttonClasses } from './buttonClasses';
import { cn } from './cn';
import { useCopyCode, type CopyFeedback } from './useCopyCode';

export type JoinCodeChipLook = 'labelled' | 'compact';

interface LookStyle {
  frame: string;
  label: string;
  labelText: string;
  button: string;
  icon: string;
  feedback: CopyFeedback;
  copyLabel: (code: string, copied: boolean) => string;
}

const LOOKS: Record<JoinCodeChipLook, LookStyle> = {
  labelled: {
    frame: 'border border-slate-200 py-1 pr-1 text-sm shadow-sm',
    label: 'text-slate-500',
    labelText: 'Join Code',
    button:
      'rounded-md p-1 text-slate-500 transition hover:bg-slate-100 hover:text-slate-700 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-brand-500',
    icon: 'h-4 w-4',
    feedback: 'tick',
    copyLabel: (_code, copied) => (copied ? 'Join code copied' : 'Copy join code'),
  },
  compact: {
    frame: 'py-0.5 pr-0.5 ring-1 ring-inset ring-slate-200',
    label: 'sr-only',
    labelText: 'Join code',
    button: buttonClasses({ variant: 'ghost', size: 'icon', className: 'h-7 w-7' }),
    icon: 'h-3.5 w-3.5',
    feedback: 'toast',
    copyLabel: (code) => `Copy join code ${code}`,
  },
};

export interface JoinCodeChipProps {
  code: string;
  look: JoinCodeChipLook;
  className?: string;
}

export function JoinCodeChip({ code, look, className }: JoinCodeChipProps) {
  const style = LOOKS[look];
  const { copied, copy } = useCopyCode(code, 'Join code', style.feedback);
  return (
    <span className={cn('inline-flex items-center gap-1 rounded-lg bg-white pl-2.5', style.frame, className)}>
      <span className={style.label}>{style.labelText}</span>
      <span className="font-mono text-sm font-semibold tracking-widest text-slate-900">{code}</span>
      <button type="button" onClick={() => void copy()} className={style.button} aria-label={style.copyLabel(code, copied)}>
        {copied ? <Check className={cn(style.icon, 'text-emerald-600')} aria-hidden /> : <Copy className={style.icon} aria-hidden />}
      </button>
    </span>
  );
}
