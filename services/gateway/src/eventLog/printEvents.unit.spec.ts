/** What `npm run events` prints, on the in-memory log: its arguments, the listing, and following. */
import { MemoryEventStore } from '@reality-draft/kernel';
import { parseEventsArgs, printEvents } from './printEvents';

const until = async (check: () => boolean) => {
  for (let tries = 0; !check(); tries += 1) {
    if (tries > 200) throw new Error('timed out');
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
};

describe('npm run events', () => {
  it('takes --stream, --type, --after and --follow, checked as the route checks its query', () => {
    expect(parseEventsArgs(['--stream', 'draft-1', '--follow'])).toEqual({ query: { stream: 'draft-1', after: 0, limit: 500 }, follow: true });
    expect(parseEventsArgs(['--type', 'PickMade', '--after', '12'])).toEqual({ query: { type: 'PickMade', after: 12, limit: 500 }, follow: false });
    expect(parseEventsArgs(['--stream'])).toBeNull();
    expect(parseEventsArgs(['--stream', 'a', '--stream', 'b'])).toBeNull();
    expect(parseEventsArgs(['draft-1'])).toBeNull();
    expect(() => parseEventsArgs(['--after', '-3'])).toThrow('after must be a log position');
    expect(() => parseEventsArgs(['--type', 'Nope'])).toThrow('type must be an event type of the log');
  });

  it("prints a stream's events as NDJSON, then each new one of that stream while following, until stopped", async () => {
    const events = new MemoryEventStore();
    await events.append('draft-1', [{ type: 'DraftCreated', data: { n: 1 } }], 'no-stream');
    await events.append('draft-2', [{ type: 'DraftCreated', data: { n: 2 } }], 'no-stream');
    const lines: string[] = [];
    let stop = () => {};
    const stopped = new Promise<void>((resolve) => (stop = resolve));
    const printing = printEvents(events, parseEventsArgs(['--stream', 'draft-1', '--follow'])!, async (more) => void lines.push(...more), stopped);
    await until(() => lines.length === 1);
    expect(JSON.parse(lines[0])).toEqual({ position: 1, streamId: 'draft-1', version: 1, type: 'DraftCreated', at: expect.any(String), data: { n: 1 } });
    await events.append('draft-2', [{ type: 'DraftStarted', data: {} }], 1);
    await events.append('draft-1', [{ type: 'DraftStarted', data: { n: 1 } }], 1);
    await until(() => lines.length === 2);
    expect(JSON.parse(lines[1])).toMatchObject({ streamId: 'draft-1', version: 2, type: 'DraftStarted' });
    stop();
    await printing;
    await events.append('draft-1', [{ type: 'DraftPaused', data: {} }], 2);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(lines).toHaveLength(2);
  });

  it('prints the whole log, every page, and ends without --follow', async () => {
    const events = new MemoryEventStore();
    for (let n = 0; n < 1_200; n += 1) await events.append(`s-${n % 7}`, [{ type: 'DraftPaused', data: { n } }], 'any');
    const lines: string[] = [];
    await printEvents(events, parseEventsArgs([])!, async (more) => void lines.push(...more), new Promise(() => {}));
    expect(lines.map((text) => (JSON.parse(text) as { data: { n: number } }).data.n)).toEqual([...Array(1_200).keys()]);
  });
});
