// Copies a join code to the clipboard and says so.
import { toast } from '@reality-draft/kit';
import { useCallback } from 'react';

export function useCopyText() {
  return useCallback(async (text: string, what: string) => {
    try {
      await navigator.clipboard.writeText(text);
      toast({ title: 'Copied', description: `${what} ${text} is on your clipboard.` });
    } catch {
      toast({ title: 'Copy Failed', description: `Copy it by hand: ${text}`, variant: 'destructive' });
    }
  }, []);
}
