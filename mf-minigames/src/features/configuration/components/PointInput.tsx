// The points field of a game card: 1 to 10. What is typed is saved when the field is left (or on
// Enter), and the field then shows the value that counts (a non-numeric entry reads 1).
import { cn, inputClasses } from '@reality-draft/kit';
import { MAX_GAME_POINTS, MIN_GAME_POINTS } from '@reality-draft/events';
import { useId, useState } from 'react';

export function PointInput({ value, gameName, onCommit }: { value: number; gameName: string; onCommit: (input: string) => void }) {
  const id = useId();
  const [text, setText] = useState<string | null>(null);
  const commit = () => {
    if (text !== null) onCommit(text);
    setText(null);
  };
  return (
    <div className="flex items-center gap-2">
      <label htmlFor={id} className="text-sm font-medium text-slate-700">
        Points
        <span className="sr-only"> for {gameName}</span>
      </label>
      <input
        id={id}
        type="number"
        inputMode="numeric"
        min={MIN_GAME_POINTS}
        max={MAX_GAME_POINTS}
        value={text ?? String(value)}
        onChange={(event) => setText(event.target.value)}
        onBlur={commit}
        onKeyDown={(event) => event.key === 'Enter' && commit()}
        className={cn(inputClasses, 'h-9 w-20 sm:h-9')}
      />
    </div>
  );
}
