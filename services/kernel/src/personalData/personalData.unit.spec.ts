import { ERASED } from '@reality-draft/events';
import { NedbDocumentStore } from '../documentStore/nedbDocumentStore';
import { MemoryEventStore } from '../eventStore/memoryEventStore';
import { PersonalData } from './personalData';
import { PERSON_KEYS } from './personKeys';

const registered = (playerId: string, email: string) => ({
  type: 'PlayerRegistered',
  data: { playerId, email, firstName: 'Ann', lastName: null, registeredAt: '2026-12-04T00:00:00.000Z' },
});

describe('personal data in the log', () => {
  let log: MemoryEventStore;
  let docs: NedbDocumentStore;
  let personal: PersonalData;

  beforeEach(() => {
    log = new MemoryEventStore();
    docs = new NedbDocumentStore();
    personal = new PersonalData(docs, log);
  });

  it('stores personal fields sealed and reads them open; a field that is null stays null', async () => {
    await personal.eventStore().append('player-p1', [registered('p1', 'ann@x.test')], 'no-stream');
    const [stored] = await log.readAll(0);
    expect(JSON.stringify(stored.data)).not.toMatch(/ann@x\.test|Ann/);
    expect(stored.data).toMatchObject({ playerId: 'p1', lastName: null, email: expect.stringMatching(/^sealed:v1:/) });
    const [read] = await personal.eventStore().readAll(0);
    expect(read.data).toEqual(registered('p1', 'ann@x.test').data);
    expect((await personal.eventStore().readStream('player-p1')).events[0].data).toEqual(read.data);
  });

  it('seals each person with their own key, and reads an erased person as [erased] while others stay readable', async () => {
    const events = personal.eventStore();
    await events.append('player-p1', [registered('p1', 'ann@x.test')], 'no-stream');
    await events.append('player-p2', [registered('p2', 'bo@x.test')], 'no-stream');
    await personal.forget('p1');
    const [erased, kept] = await events.readAll(0);
    expect(erased.data).toMatchObject({ email: ERASED, firstName: ERASED, lastName: null });
    expect(kept.data).toMatchObject({ email: 'bo@x.test', firstName: 'Ann' });
    expect(await docs.collection(PERSON_KEYS).count({ id: 'p1' })).toBe(0);
  });

  it('does not open a field moved into another person’s event (the key is bound to its owner), nor a truncated one: they read as [erased]', async () => {
    await personal.eventStore().append('player-p1', [registered('p1', 'ann@x.test')], 'no-stream');
    const [stored] = await log.readAll(0);
    const { email } = stored.data as { email: string };
    await personal.keys.keyFor('p2');
    await log.append('player-p2', [{ type: 'PlayerRegistered', data: { ...(stored.data as object), playerId: 'p2' } }], 'no-stream');
    await log.append('player-p1', [{ type: 'PlayerEmailChanged', data: { playerId: 'p1', email: email.slice(0, -4), previousEmail: email } }], 1);
    expect((await personal.eventStore().readStream('player-p2')).events[0].data).toMatchObject({ email: ERASED, firstName: ERASED });
    expect((await personal.eventStore().readStream('player-p1')).events[1].data).toMatchObject({ email: ERASED, previousEmail: 'ann@x.test' });
  });

  it('makes one key per person when two appends race for it', async () => {
    const [a, b] = await Promise.all([personal.keys.keyFor('p1'), personal.keys.keyFor('p1')]);
    expect(a.equals(b)).toBe(true);
    expect(a).toHaveLength(32);
  });

  it('clears plaintext written before sealing in place, and moves a stream whose id named the person', async () => {
    await log.append('player-p1', [registered('p1', 'old@x.test')], 'no-stream');
    await log.append(
      'unique-player-email-old@x.test',
      [{ type: 'UniqueKeyClaimed', data: { kind: 'player-email', key: 'old@x.test', ownerId: 'p1' } }],
      'no-stream',
    );
    await personal.forget('p1');
    expect(await personal.clearPlaintext('player-p1')).toBe(1);
    expect(await personal.clearPlaintext('unique-player-email-old@x.test', { fields: ['key'], renameTo: 'unique-player-email-erased-1' })).toBe(1);
    const all = await log.readAll(0);
    expect(JSON.stringify(all)).not.toContain('old@x.test');
    expect(all.map((event) => [event.position, event.streamId])).toEqual([
      [1, 'player-p1'],
      [2, 'unique-player-email-erased-1'],
    ]);
    expect(all[0].data).toMatchObject({ email: ERASED, firstName: ERASED });
    expect(await personal.clearPlaintext('player-p1')).toBe(0);
  });
});
