// Loads a real cast from a .json or .csv file: the browser reads the file and sends its text.
import { toast, useImportCastMutation } from '@reality-draft/kit';
import type { ShowType } from '@reality-draft/events';
import { useCallback } from 'react';
import { castFileFormat, castFileProblem, importFailureToast, importSuccessToast } from '../api/castFile';

export function useCastImport() {
  const [importCast, { isLoading }] = useImportCastMutation();
  const importFile = useCallback(
    async (showType: ShowType, file: File, season?: number): Promise<boolean> => {
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
        toast({ title: 'Import Failed', description: 'The file could not be read.', variant: 'destructive' });
        return false;
      }
      const result = await importCast({ showType, format, content, ...(season ? { season } : {}) });
      toast(result.error || !result.data ? importFailureToast(result.error) : importSuccessToast(result.data.message, result.data.count));
      return !result.error;
    },
    [importCast],
  );
  return { importFile, isImporting: isLoading };
}
