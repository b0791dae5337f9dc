// The photo file an admin has chosen and why it would be refused, for a form with an ImageFileField:
// clear() empties the file input too (after an upload, or when the form moves to another member).
import { useCallback, useRef, useState } from 'react';
import { photoFileProblem } from './photoUpload';

export function useChosenPhoto() {
  const [file, setFile] = useState<File | null>(null);
  const inputRef = useRef<HTMLInputElement>(null);
  const clear = useCallback(() => {
    setFile(null);
    if (inputRef.current) inputRef.current.value = '';
  }, []);
  const problem = file ? photoFileProblem(file) : null;
  return { file, setFile, inputRef, problem, ready: Boolean(file) && !problem, clear };
}

export type ChosenPhoto = ReturnType<typeof useChosenPhoto>;
