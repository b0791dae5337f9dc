import { Loader2 } from 'lucide-react';
import { cn } from './cn';

export function Spinner({ className }: { className?: string }) {
  return <Loader2 aria-hidden className={cn('h-5 w-5 animate-spin', className)} />;
}
