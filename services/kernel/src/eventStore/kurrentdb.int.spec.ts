import { KurrentDBClient, jsonEvent } from '@kurrent/kurrentdb-client';
import { BadRequest } from '../errors';
import { eventStoreContract } from './eventStore.contract';
import { KurrentEventStore } from './kurrentEventStore';

jest.setTimeout(60_000);

// Runs wherever KurrentDB is reachable, e.g. KURRENTDB_URL=kurrentdb://127.0.0.1:2113?tls=false (a secure
// server needs an admin in the URL: these tests write to a $ stream as KurrentDB itself would).
const serverUrl = process.env.KURRENTDB_URL || undefined;
const describeServer = serverUrl ? describe : describe.skip;

describeServer('KurrentEventStore on a KurrentDB server', () => {
  describe('contract', () => eventStoreContract(() => KurrentEventStore.open(serverUrl!)));

  describe('beside KurrentDB itself', () => {
    let store: KurrentEventStore;
    let raw: KurrentDBClient;
    let stream: string;
    const event = (n: number) => ({ type: 'Counted', data: { n } });

    beforeAll(async () => {
      store = await KurrentEventStore.open(serverUrl!);
      raw = KurrentDBClient.connectionString(serverUrl!);
    });
    afterAll(async () => {
      await store.close();
      await raw.dispose();
    });
    beforeEach(() => {
      stream = `test-${Math.random().toString(36).slice(2)}`;
    });

    it("leaves events of KurrentDB's own streams out of the log and its head, even with an ordinary type", async () => {
      const before = await store.head();
      const first = await store.append(stream, [event(1)], 'no-stream');
      await raw.appendToStream(`$${stream}`, jsonEvent({ type: 'Counted', data: { n: 2 } }));
      const third = await store.append(stream, [event(3)], 1);
      await raw.appendToStream(`$${stream}`, jsonEvent({ type: 'Counted', data: { n: 4 } }));
      expect(await store.head()).toBe(third.position);
      expect((await store.readAll(before)).map((e) => e.data)).toEqual([{ n: 1 }, { n: 3 }]);
      // A page that holds only the first event and a system one is not the end of the log.
      expect((await store.readAll(first.position, 1)).map((e) => e.data)).toEqual([{ n: 3 }]);
      expect(await store.readAll(third.position)).toEqual([]);
    });

    it('refuses stream ids and event types starting with $, appending nothing', async () => {
      await expect(store.append(`$${stream}`, [event(1)], 'any')).rejects.toBeInstanceOf(BadRequest);
      await expect(store.append(stream, [{ type: '$Counted', data: {} }], 'any')).rejects.toBeInstanceOf(BadRequest);
      expect(await store.readStream(stream)).toEqual({ events: [], version: 0 });
    });

    it('tells listeners about appends made through another connection', async () => {
      const other = await KurrentEventStore.open(serverUrl!);
      try {
        const told = new Promise<void>((resolve) => {
          const stop = store.onAppended(() => {
            stop();
            resolve();
          });
        });
        await other.append(stream, [event(1)], 'no-stream');
        await expect(told).resolves.toBeUndefined();
      } finally {
        await other.close();
      }
    });

    it('checks the expected version of an empty append without writing', async () => {
      await store.append(stream, [event(1)], 'no-stream');
      const head = await store.head();
      expect(await store.append(stream, [], 1)).toEqual({ version: 1, position: head });
      await expect(store.append(stream, [], 'no-stream')).rejects.toMatchObject({ name: 'ConcurrencyError', actual: 1 });
      await expect(store.append(stream, [event(2)], 1.5)).rejects.toMatchObject({ name: 'ConcurrencyError', actual: 1 });
      expect(await store.head()).toBe(head);
    });
  });
});
