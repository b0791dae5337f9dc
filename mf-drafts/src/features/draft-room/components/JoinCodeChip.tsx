// The draft's join code, with a copy button for sharing it.
import { cn } from '@reality-draft/kit';
import { Check, Copy } from 'lucide-react';
import { useEffect, useState } from 'react';

export function JoinCodeChip({ code, className }: { code: string; className?: string }) {
  const [copied, setCopied] = useState(false);
  useEffect(() => {
    if (!copied) return;
    const timer = setTimeout(() => setCopied(false), 1500);
    return () => clearTimeout(timer);
  }, [copied]);

  async function copy() {
    try {
      await navigator.clipboard.writeText(code);
      setCopied(true);
    } catch {
      // Clipboard refused (insecure context): the code stays visible to copy by hand.
    }
  }

  return (
    <span className={cn('inline-flex items-center gap-1 rounded-lg border border-slate-200 bg-white py-1 pl-2.5 pr-1 text-sm shadow-sm', className)}>
      <span className="text-slate-500">Join Code</span>
      <span className="font-mono font-semibold tracking-widest text-slate-900">{code}</span>
      <button
        type="button"
        onClick={() => void copy()}
        className="rounded-md p-1 text-slate-400 transition hover:bg-slate-100 hover:text-slate-700 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-brand-500"
        aria-label={copied ? 'Join code copied' : 'Copy join code'}
      >
        {copied ? <Check className="h-4 w-4 text-emerald-600" aria-hidden /> : <Copy className="h-4 w-4" aria-hidden />}
      </button>
    </span>
  );
}
