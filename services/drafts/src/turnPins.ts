/**
 * The turn each in-flight pick request is for, per draft and player. A request that arrives while the
 * same player's earlier pick is still in flight was sent before they could see its outcome, so it is
 * for the same turn — at the snake's turnaround it must not become their next pick.
 */
export class TurnPins {
  private readonly inFlight = new Map<string, { pickNumber: number; requests: number }>();

  async during<T>(draftId: string, playerId: string, seenPickNumber: number | undefined, run: (pickNumber: number | undefined) => Promise<T>): Promise<T> {
    const key = `${draftId}:${playerId}`;
    const pin = this.inFlight.get(key) ?? (seenPickNumber === undefined ? undefined : { pickNumber: seenPickNumber, requests: 0 });
    if (!pin) return run(undefined);
    pin.requests += 1;
    this.inFlight.set(key, pin);
    try {
      return await run(pin.pickNumber);
    } finally {
      pin.requests -= 1;
      if (pin.requests === 0) this.inFlight.delete(key);
    }
  }
}
