// A draft's join code in large type with a copy button.
import { Button } from '@reality-draft/kit';
import { Copy } from 'lucide-react';
import { useCopyText } from '../hooks/useCopyText';

export function JoinCodeChip({ code }: { code: string }) {
  const copy = useCopyText();
  return (
    <span className="inline-flex items-center gap-1 rounded-lg bg-white py-0.5 pl-2.5 pr-0.5 ring-1 ring-inset ring-slate-200">
      <span className="sr-only">Join code</span>
      <span className="font-mono text-sm font-semibold tracking-widest text-slate-900">{code}</span>
      <Button variant="ghost" size="icon" className="h-7 w-7" onClick={() => void copy(code, 'Join code')} aria-label={`Copy join code ${code}`}>
        <Copy className="h-3.5 w-3.5" aria-hidden />
      </Button>
    </span>
  );
}
