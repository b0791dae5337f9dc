// A labelled file input for one image, with a preview of the chosen file beside it (or `current`,
// e.g. the photo it would replace, until a file is chosen) and the reason a file would be refused.
import { useEffect, useId, useState, type ReactNode, type Ref } from 'react';
import { cn } from './cn';
import { inputClasses } from './Field';

export interface ImageFileFieldProps {
  label: string;
  /** The file input's `accept`. */
  accept: string;
  file: File | null;
  onFileChange: (file: File | null) => void;
  /** Shown in the preview box until a file is chosen. */
  current?: ReactNode;
  hint?: ReactNode;
  /** Why the chosen file cannot be sent; shown as an alert. */
  problem?: string | null;
  disabled?: boolean;
  inputRef?: Ref<HTMLInputElement>;
  className?: string;
}

/** The file as a data: URL while it is shown (the app's content policy loads images from data:, not blob:). */
function usePreviewUrl(file: File | null): string | null {
  const [url, setUrl] = useState<string | null>(null);
  useEffect(() => {
    setUrl(null);
    if (!file) return undefined;
    const reader = new FileReader();
    reader.onload = () => setUrl(typeof reader.result === 'string' ? reader.result : null);
    reader.readAsDataURL(file);
    return () => reader.abort();
  }, [file]);
  return url;
}

export function ImageFileField({ label, accept, file, onFileChange, current, hint, problem, disabled, inputRef, className }: ImageFileFieldProps) {
  const id = useId();
  const preview = usePreviewUrl(problem ? null : file);
  const notes = [hint && `${id}-hint`, problem && `${id}-problem`].filter(Boolean).join(' ') || undefined;
  return (
    <div className={cn('flex items-start gap-4', className)}>
      <div className="flex h-24 w-24 shrink-0 items-center justify-center overflow-hidden rounded-xl bg-slate-100 ring-1 ring-inset ring-slate-200">
        {preview ? <img src={preview} alt="Preview of the chosen photo" className="h-full w-full object-cover" /> : current}
      </div>
      <div className="min-w-0 flex-1 space-y-1.5">
        <label htmlFor={id} className="block text-sm font-medium text-slate-700">
          {label}
        </label>
        <input
          id={id}
          ref={inputRef}
          type="file"
          accept={accept}
          disabled={disabled}
          aria-describedby={notes}
          aria-invalid={problem ? true : undefined}
          onChange={(event) => onFileChange(event.target.files?.[0] ?? null)}
          className={cn(
            inputClasses,
            'h-auto cursor-pointer py-1.5 text-sm file:mr-3 file:h-7 file:rounded-md file:border-0 file:bg-brand-50 file:px-3 file:text-sm file:font-medium file:text-brand-700 sm:h-auto',
          )}
        />
        {hint && (
          <p id={`${id}-hint`} className="text-xs text-slate-600">
            {hint}
          </p>
        )}
        {problem && (
          <p id={`${id}-problem`} role="alert" className="text-xs font-medium text-rose-700">
            {problem}
          </p>
        )}
      </div>
    </div>
  );
}
