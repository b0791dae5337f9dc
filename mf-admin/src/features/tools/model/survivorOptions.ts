// The photo card's contestant choices: a prompt first, then each castaway in number order with their
// tribe, and 'out' for the eliminated.
import type { Contestant } from '@reality-draft/events';

export const CHOOSE_CONTESTANT = 'Choose a contestant';

export function survivorOptions(contestants: ReadonlyArray<Contestant>): { value: string; label: string }[] {
  const sorted = [...contestants].sort((a, b) => a.contestantNumber - b.contestantNumber);
  return [
    { value: '', label: CHOOSE_CONTESTANT },
    ...sorted.map((contestant) => ({
      value: contestant.id,
      label: [contestant.name, contestant.tribe && `(${contestant.tribe})`, !contestant.isActive && '· out'].filter(Boolean).join(' '),
    })),
  ];
}
