/** A pick request's turn: the pick number it is for (undefined: whatever turn is on the clock), and its release once answered. */
export interface TurnPin {
  pickNumber: number | undefined;
  release(): void;
}

/**
 * The turn each in-flight pick request is for, per draft and player. A request that arrives while the
 * same player's earlier pick is still in flight was sent before they could see its outcome, so it is
 * for the same turn — at the snake's turnaround it must not become their next pick.
 */
export class TurnPins {
  private readonly inFlight = new Map<string, { pickNumber: number; requests: number }>();

  /** Pins `seenPickNumber` (or the turn an earlier request in flight pinned) until the pin is released. */
  pin(draftId: string, playerId: string, seenPickNumber: number | undefined): TurnPin {
    const key = `${draftId}:${playerId}`;
    const pin = this.inFlight.get(key) ?? (seenPickNumber === undefined ? undefined : { pickNumber: seenPickNumber, requests: 0 });
    if (!pin) return { pickNumber: undefined, release: () => undefined };
    pin.requests += 1;
    this.inFlight.set(key, pin);
    let released = false;
    return {
      pickNumber: pin.pickNumber,
      release: () => {
        if (released) return;
        released = true;
        pin.requests -= 1;
        if (pin.requests === 0) this.inFlight.delete(key);
      },
    };
  }
}
