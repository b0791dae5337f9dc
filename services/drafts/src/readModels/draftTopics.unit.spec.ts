import type { Principal } from '@reality-draft/kernel';
import { recordedEvent } from '@reality-draft/kernel/testing';
import { canReadDraftTopic, draftTopics } from './draftTopics';
import type { RoomDocument } from './roomDocument';

const room = { id: 'd1', participantIds: ['p1', 'p2'], adminId: 'owner' } as unknown as RoomDocument;
const queries = { room: async (id: string) => (id === 'd1' ? room : null) };
const player = (id: string): Principal => ({ id, userType: 'player' });
const admin = (id: string): Principal => ({ id, userType: 'admin' });
const alreadyCaughtUp = async () => undefined;
const canRead = (topic: string, who: Principal) => canReadDraftTopic(queries, alreadyCaughtUp, topic, who);

describe('the topics a draft event changes', () => {
  it('its room and the drafts lists; a pick change also the pick lists; no other event', () => {
    expect(draftTopics(recordedEvent('draft-d1', 'PlayerJoinedDraft', { draftId: 'd1' }))).toEqual(['drafts', 'draft:d1']);
    expect(draftTopics(recordedEvent('draft-d1', 'PickMade', { draftId: 'd1' }))).toEqual(['drafts', 'draft:d1', 'picks']);
    expect(draftTopics(recordedEvent('pickqueue-d1-p1', 'PickQueueSet', { draftId: 'd1' }))).toEqual([]);
    expect(draftTopics(recordedEvent('cast-survivor', 'CastSeeded', { showType: 'survivor' }))).toEqual([]);
  });
});

describe('who may follow the drafts topics', () => {
  it("a draft's room: its participants, its owner and other admins; no outsider", async () => {
    expect(await canRead('draft:d1', player('p1'))).toBe(true);
    expect(await canRead('draft:d1', admin('owner'))).toBe(true);
    expect(await canRead('draft:d1', admin('another-admin'))).toBe(true);
    expect(await canRead('draft:d1', player('outsider'))).toBe(false);
  });

  it('no one a draft that does not exist', async () => {
    expect(await canRead('draft:nope', admin('owner'))).toBe(false);
    expect(await canRead('draft:', player('p1'))).toBe(false);
  });

  it('the drafts and pick lists: anyone signed in; other topics are not the drafts service’s', async () => {
    expect(await canRead('drafts', player('outsider'))).toBe(true);
    expect(await canRead('picks', player('outsider'))).toBe(true);
    expect(await canRead('catalog', player('p1'))).toBeUndefined();
    expect(await canRead('draftsx', player('p1'))).toBeUndefined();
  });

  it('a refusal is decided only once the read models have caught up with the log: a join another process just wrote counts', async () => {
    const participants = ['p1'];
    const lagging = { room: async () => ({ ...room, participantIds: [...participants] }) };
    let catchUps = 0;
    const catchUp = async () => {
      catchUps += 1;
      participants.push('p3');
    };
    expect(await canReadDraftTopic(lagging, catchUp, 'draft:d1', player('p3'))).toBe(true);
    expect(catchUps).toBe(1);
    expect(await canReadDraftTopic(lagging, catchUp, 'draft:d1', player('p1'))).toBe(true);
    expect(catchUps).toBe(1);
    expect(await canReadDraftTopic(lagging, catchUp, 'draft:d1', player('outsider'))).toBe(false);
    expect(catchUps).toBe(2);
  });
});
