// The nine flowers and Clear: fill the selected cell by tapping (keys 1-9 and 0 do the same). A
// flower's name is its content, "Sunflower (key 1)": the picture's name, then its key (drawn in the corner).
import { Button } from '@reality-draft/kit';
import { Eraser } from 'lucide-react';
import { FLOWERS } from './flowers';

export function FlowerPalette({ onPick, disabled }: { onPick: (digit: number) => void; disabled: boolean }) {
  return (
    <div role="group" aria-label="Flowers" className="mx-auto grid w-full max-w-[27rem] grid-cols-5 gap-1.5 sm:grid-cols-10">
      {FLOWERS.map(({ digit, name, Picture }) => (
        <button
          key={digit}
          type="button"
          disabled={disabled}
          onClick={() => onPick(digit)}
          title={`${name} (key ${digit})`}
          className="relative flex aspect-square min-h-11 items-center justify-center rounded-lg border border-slate-200 bg-white p-1 shadow-sm transition hover:bg-brand-50 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-brand-500 disabled:cursor-not-allowed disabled:opacity-50"
        >
          <Picture className="pointer-events-none" />
          <span className="sr-only">(key {digit})</span>
          <span aria-hidden className="absolute bottom-0 right-1 text-[10px] font-semibold text-slate-500">
            {digit}
          </span>
        </button>
      ))}
      <Button
        variant="outline"
        className="aspect-square h-auto min-h-11 px-0"
        disabled={disabled}
        onClick={() => onPick(0)}
        aria-label="Clear (key 0)"
        title="Clear (key 0)"
      >
        <Eraser className="h-5 w-5" aria-hidden />
      </Button>
    </div>
  );
}
