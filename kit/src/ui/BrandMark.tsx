// The product's title with its subtitle 'Draft System'.
import { Clapperboard } from 'lucide-react';
import brand from './brand.json';
import { cn } from './cn';

// Also the page's splash before the app has loaded (shell/src/index.html).
export const PRODUCT_NAME = brand.name;
export const PRODUCT_SUBTITLE = brand.subtitle;

export function BrandMark({ className, inverted = false, size = 'md' }: { className?: string; inverted?: boolean; size?: 'md' | 'lg' }) {
  const large = size === 'lg';
  return (
    <div className={cn('flex items-center gap-2.5', className)}>
      <span
        aria-hidden
        className={cn(
          'flex shrink-0 items-center justify-center rounded-xl bg-gradient-to-br from-brand-500 to-fuchsia-500 text-white shadow-sm',
          large ? 'h-12 w-12' : 'h-9 w-9',
        )}
      >
        <Clapperboard className={large ? 'h-6 w-6' : 'h-5 w-5'} />
      </span>
      <span className="flex flex-col leading-tight">
        <span className={cn('font-bold tracking-tight', large ? 'text-2xl' : 'text-base', inverted ? 'text-white' : 'text-slate-900')}>{PRODUCT_NAME}</span>
        <span className={cn('text-xs font-medium uppercase tracking-wider', inverted ? 'text-brand-100' : 'text-brand-600')}>{PRODUCT_SUBTITLE}</span>
      </span>
    </div>
  );
}
