// A game's category (docs/mini-games.md#catalogue): challenge and trivia in the catalogue; prediction and social styled too.
import { cn } from '@reality-draft/kit';

const CATEGORY_STYLES: Record<string, string> = {
  challenge: 'bg-brand-50 text-brand-700 ring-brand-200',
  trivia: 'bg-sky-50 text-sky-800 ring-sky-200',
  prediction: 'bg-amber-50 text-amber-800 ring-amber-200',
  social: 'bg-pink-50 text-pink-700 ring-pink-200',
};

export function CategoryBadge({ category, className }: { category: string; className?: string }) {
  return (
    <span
      className={cn(
        'inline-flex items-center rounded-full px-2.5 py-0.5 text-xs font-medium capitalize ring-1 ring-inset',
        CATEGORY_STYLES[category] ?? 'bg-slate-100 text-slate-700 ring-slate-200',
        className,
      )}
    >
      {category}
    </span>
  );
}
