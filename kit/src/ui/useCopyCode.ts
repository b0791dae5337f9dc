// Copies a code to the clipboard. 'tick' feedback: `copied` is true for 1.5 s after a copy (a refused
// clipboard says nothing: the code stays visible to copy by hand). 'toast' feedback: a toast says the
// code is on the clipboard, or how to copy it by hand.
import { useCallback, useEffect, useState } from 'react';
import { toast } from '../toast/toast';

export type CopyFeedback = 'tick' | 'toast';

const TICK_MS = 1500;

async function writeClipboard(text: string): Promise<boolean> {
  try {
    await navigator.clipboard.writeText(text);
    return true;
  } catch {
    return false;
  }
}

/** `what` names the code in the toasts ("Join code ABC123 is on your clipboard."). */
export function useCopyCode(code: string, what: string, feedback: CopyFeedback) {
  const [copied, setCopied] = useState(false);
  useEffect(() => {
    if (!copied) return;
    const timer = setTimeout(() => setCopied(false), TICK_MS);
    return () => clearTimeout(timer);
  }, [copied]);

  const copy = useCallback(async () => {
    const ok = await writeClipboard(code);
    if (feedback === 'tick') {
      if (ok) setCopied(true);
    } else if (ok) {
      toast({ title: 'Copied', description: `${what} ${code} is on your clipboard.` });
    } else {
      toast({ title: 'Copy Failed', description: `Copy it by hand: ${code}`, variant: 'destructive' });
    }
  }, [code, what, feedback]);

  return { copied, copy };
}
