// A labelled input. The label is a real <label for>, so "getByLabel" finds the input.
import { useId, type InputHTMLAttributes, type ReactNode, type Ref } from 'react';
import { cn } from './cn';

export const inputClasses =
  'block h-11 w-full rounded-lg border border-slate-300 bg-white px-3 text-base text-slate-900 shadow-sm placeholder:text-slate-400 ' +
  'focus:border-brand-500 focus:outline-none focus:ring-2 focus:ring-brand-500/30 disabled:bg-slate-50 sm:h-10 sm:text-sm';

export interface FieldProps extends InputHTMLAttributes<HTMLInputElement> {
  label: string;
  hint?: ReactNode;
  /** Shown after the label, e.g. "(optional)". */
  labelNote?: string;
  ref?: Ref<HTMLInputElement>;
}

export function Field({ label, hint, labelNote, id, className, ...rest }: FieldProps) {
  const generated = useId();
  const inputId = id ?? generated;
  const hintId = hint ? `${inputId}-hint` : undefined;
  return (
    <div className={cn('space-y-1.5', className)}>
      <label htmlFor={inputId} className="block text-sm font-medium text-slate-700">
        {label}
        {/* The space keeps the accessible name readable: "Turn Time Limit (seconds)". */}
        {labelNote && (
          <>
            {' '}
            <span className="font-normal text-slate-500">{labelNote}</span>
          </>
        )}
      </label>
      <input id={inputId} aria-describedby={hintId} className={inputClasses} {...rest} />
      {hint && (
        <p id={hintId} className="text-xs text-slate-500">
          {hint}
        </p>
      )}
    </div>
  );
}
