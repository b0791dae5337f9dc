// The commissioner's buttons act once per click. Undo names the pick it takes back (the server
// refuses it once that pick is no longer the last) and asks first, naming it, and the second click of
// a double click is ignored: it would land on the button as the first click left it (Pause turned
// into Resume, or Undo now aimed at the pick before).

/** The last pick made, which Undo Last Pick takes back; null before any pick. */
export function lastPick<P extends { pickNumber: number }>(picks: readonly P[]): P | null {
  return picks.reduce<P | null>((last, pick) => (last === null || pick.pickNumber > last.pickNumber ? pick : last), null);
}

/** The number of the last pick made; null before any pick. */
export function lastPickNumber(picks: readonly { pickNumber: number }[]): number | null {
  return lastPick(picks)?.pickNumber ?? null;
}

/** Undo's question names the pick it takes back: "Undo pick 2, Sam's Harlan Fizzwick?" */
export function undoQuestion(pick: { pickNumber: number; label: string }, pickerFirstName: string): string {
  return `Undo pick ${pick.pickNumber}, ${pickerFirstName}'s ${pick.label}?`;
}

/** A click handler that runs `action` on a single click or a key press (detail 0), not on a repeat click. */
export function firstClickOnly(action: () => unknown) {
  return (event: { detail: number }) => {
    if (event.detail > 1) return;
    void action();
  };
}
