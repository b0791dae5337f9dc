// 'Load real cast from file': pick a show and a .json or .csv file; the browser reads it at each
// submit and sends its text. A refused file's problems are listed by row and field.
import { Button, Field, inputClasses, SelectField } from '@reality-draft/kit';
import { SHOW_NAMES, SHOW_SEASONS, SHOW_TYPES, type ShowType } from '@reality-draft/events';
import { Upload } from 'lucide-react';
import { useId, useRef, useState, type FormEvent } from 'react';
import { CAST_FILE_ACCEPT, castFileProblem, parseSeason } from '../model/castFile';
import { useCastImport } from '../hooks/useCastImport';
import { CastFileNote } from './CastFileNote';

const SHOW_OPTIONS = SHOW_TYPES.map((value) => ({ value, label: SHOW_NAMES[value] }));

export function CastImportForm() {
  const [showType, setShowType] = useState<ShowType>('amazing_race');
  const [file, setFile] = useState<File | null>(null);
  const [season, setSeason] = useState('');
  const fileInput = useRef<HTMLInputElement>(null);
  const fileId = useId();
  const { importFile, isImporting, problems: importProblems, clearProblems } = useCastImport();
  const seasonValue = parseSeason(season);
  const problem = file ? castFileProblem(file) : null;
  const ready = Boolean(file) && !problem && seasonValue !== 'invalid';

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    // The file the input holds now, read anew: never a copy kept from an earlier choice or import.
    const chosen = fileInput.current?.files?.[0] ?? file;
    if (!chosen || castFileProblem(chosen) || seasonValue === 'invalid') return;
    if (await importFile(showType, chosen, seasonValue)) {
      setFile(null);
      if (fileInput.current) fileInput.current.value = '';
    }
  };

  return (
    <form
      onSubmit={(event) => void submit(event)}
      aria-label="Load real cast from file"
      className="rounded-xl bg-slate-50 p-4 ring-1 ring-inset ring-slate-200 sm:p-5"
    >
      <h3 className="text-sm font-semibold text-slate-900">Load real cast from file</h3>
      <div className="mt-3 grid gap-3 sm:grid-cols-2 lg:grid-cols-[1fr_2fr_0.8fr_auto] lg:items-end">
        <SelectField
          label="Show"
          options={SHOW_OPTIONS}
          value={showType}
          onChange={(event) => {
            setShowType(event.target.value as ShowType);
            clearProblems();
          }}
        />
        <div className="space-y-1.5">
          <label htmlFor={fileId} className="block text-sm font-medium text-slate-700">
            Cast file (.json or .csv)
          </label>
          <input
            id={fileId}
            ref={fileInput}
            type="file"
            accept={CAST_FILE_ACCEPT}
            // Choosing the same file again (after editing it) must count as a new choice.
            onClick={(event) => {
              event.currentTarget.value = '';
              setFile(null);
            }}
            onChange={(event) => {
              setFile(event.target.files?.[0] ?? null);
              clearProblems();
            }}
            className={`${inputClasses} cursor-pointer py-1.5 file:mr-3 file:h-7 file:rounded-md file:border-0 file:bg-brand-50 file:px-3 file:text-sm file:font-medium file:text-brand-700 sm:py-1`}
          />
        </div>
        <Field
          label="Season"
          labelNote="(optional)"
          inputMode="numeric"
          placeholder={String(SHOW_SEASONS[showType])}
          value={season}
          onChange={(event) => setSeason(event.target.value)}
        />
        <Button type="submit" className="w-full sm:col-span-2 lg:col-span-1 lg:w-auto" disabled={!ready} busy={isImporting}>
          {!isImporting && <Upload className="h-4 w-4" aria-hidden />}
          Load Cast
        </Button>
      </div>
      {(problem || seasonValue === 'invalid') && (
        <p role="alert" className="mt-2 text-xs text-rose-600">
          {problem ?? 'The season is a whole number from 1 to 200.'}
        </p>
      )}
      {importProblems.length > 0 && (
        <div role="alert" className="mt-3 rounded-lg bg-rose-50 p-3 text-sm text-rose-800 ring-1 ring-inset ring-rose-200">
          <p className="font-medium">
            The file was not loaded: {importProblems.length === 1 ? 'one problem' : `${importProblems.length} problems`}. Fix{' '}
            {importProblems.length === 1 ? 'it' : 'them'}, then load the file again.
          </p>
          <ul aria-label="Problems in the cast file" className="mt-1.5 list-disc space-y-0.5 pl-5 text-xs">
            {importProblems.map((text, index) => (
              <li key={index} className="break-words">
                {text}
              </li>
            ))}
          </ul>
        </div>
      )}
      <div className="mt-3">
        <CastFileNote showType={showType} />
      </div>
    </form>
  );
}
