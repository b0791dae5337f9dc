// Loads a real cast from a .json or .csv file: the browser reads the file's text at each submit (so
// a file edited and chosen again is read anew) and sends it; a refusal's problems are kept to list.
import { toast, useImportCastMutation } from '@reality-draft/kit';
import type { ShowType } from '@reality-draft/events';
import { useCallback, useState } from 'react';
import { castFileFormat, castFileProblem, importFailureToast, importProblems, importSuccessToast } from '../model/castFile';

export function useCastImport() {
  const [importCast, { isLoading }] = useImportCastMutation();
  /** The last refusal's problems, by row and field; cleared by the next import. */
  const [problems, setProblems] = useState<string[]>([]);
  const importFile = useCallback(
    async (showType: ShowType, file: File, season?: number): Promise<boolean> => {
      setProblems([]);
      const problem = castFileProblem(file);
      const format = castFileFormat(file);
      if (problem || !format) {
        toast({ title: 'Import Failed', description: problem ?? 'Choose a .json or .csv file.', variant: 'destructive' });
        return false;
      }
      let content: string;
      try {
        content = await file.text();
      } catch {
        toast({
          title: 'Import Failed',
          description: 'The file could not be read. If it was changed since it was chosen, choose it again.',
          variant: 'destructive',
        });
        return false;
      }
      const result = await importCast({ showType, format, content, ...(season ? { season } : {}) });
      if (result.error) setProblems(importProblems(result.error));
      toast(result.error || !result.data ? importFailureToast(result.error) : importSuccessToast(result.data.message, result.data.count));
      return !result.error;
    },
    [importCast],
  );
  const clearProblems = useCallback(() => setProblems([]), []);
  return { importFile, isImporting: isLoading, problems, clearProblems };
}
