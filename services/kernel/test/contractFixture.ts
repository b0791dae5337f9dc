/**
 * An adapter contract's fixture: the adapter opened once before the contract's tests and closed after
 * them, and a fresh name (a stream's, a collection's) before each test, handed to the contract's own
 * variables.
 */
export function oneAdapterFreshNames<Adapter extends { close(): Promise<void> }>(
  open: () => Promise<Adapter>,
  namePrefix: string,
  hand: { adapter: (opened: Adapter) => void; name: (fresh: string) => void },
): void {
  let adapter: Adapter;
  beforeAll(async () => {
    adapter = await open();
    hand.adapter(adapter);
  });
  afterAll(async () => {
    await adapter.close();
  });
  beforeEach(() => {
    hand.name(`${namePrefix}${Math.random().toString(36).slice(2)}`);
  });
}
