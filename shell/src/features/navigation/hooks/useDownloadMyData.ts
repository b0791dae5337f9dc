// "Download my data": the export (GET /api/players/me/export) saved as the file its answer names.
import { exportFileName } from '@reality-draft/events';
import { errorMessage, toast } from '@reality-draft/kit/host';
import { useCallback, useState } from 'react';
import { accountApi } from '../api/accountApi';

const FAILED = 'Your data could not be downloaded. Please try again.';

function save(text: string, fileName: string) {
  const url = URL.createObjectURL(new Blob([text], { type: 'application/json' }));
  const link = Object.assign(document.createElement('a'), { href: url, download: fileName });
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

export function useDownloadMyData(): { download: () => Promise<void>; busy: boolean } {
  const [busy, setBusy] = useState(false);
  const download = useCallback(async () => {
    setBusy(true);
    const result = await accountApi.exportMyData().finally(() => setBusy(false));
    if (result.error) {
      toast({ variant: 'destructive', title: 'Download failed', description: errorMessage(result.error, FAILED) });
      return;
    }
    save(JSON.stringify(result.data, null, 2), exportFileName(result.data.exportedAt.slice(0, 10)));
    toast({ title: 'Your data is downloading', description: 'Everything Reality Draft holds about you, as a JSON file.' });
  }, []);
  return { download, busy };
}
