import { Upcasters } from '@reality-draft/events';
import { MemoryEventStore } from './memoryEventStore';
import { withUpcasting } from './upcastingEventStore';

describe('withUpcasting', () => {
  it('upcasts events written before a shape change, and leaves events written after it alone', async () => {
    const raw = new MemoryEventStore();
    const versions = new Upcasters();
    const store = withUpcasting(raw, versions);
    await store.append('s', [{ type: 'Renamed', data: { name: 'Ann Lee' } }], 'no-stream');

    versions.register('Renamed', 1, (data: { name: string }) => ({ first: data.name.split(' ')[0] }));
    await store.append('s', [{ type: 'Renamed', data: { first: 'Bo' } }], 1);

    const { events } = await store.readStream('s');
    expect(events.map((e) => e.data)).toEqual([{ first: 'Ann' }, { first: 'Bo' }]);
    expect((await raw.readStream('s')).events.map((e) => e.metadata.schemaVersion)).toEqual([1, 2]);
    expect((await store.readAll(0)).map((e) => e.data)).toEqual([{ first: 'Ann' }, { first: 'Bo' }]);
  });
});
