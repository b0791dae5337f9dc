import { NedbDocumentStore } from './nedbDocumentStore';
import { prefixedDocumentStore } from './prefixedDocumentStore';

describe('prefixedDocumentStore', () => {
  it('keeps each view in its own collections of the shared store', async () => {
    const shared = new NedbDocumentStore();
    const gateway = prefixedDocumentStore(shared, 'gateway_');
    const drafts = prefixedDocumentStore(shared, 'drafts_');
    await gateway.collection('rooms').insertOne({ id: 'r1', by: 'gateway' });
    await drafts.collection('rooms').insertOne({ id: 'r1', by: 'drafts' });
    expect(await shared.collection('gateway_rooms').find()).toEqual([{ id: 'r1', by: 'gateway' }]);
    await drafts.drop('rooms');
    expect(await drafts.collection('rooms').count()).toBe(0);
    expect(await gateway.collection('rooms').count()).toBe(1);
    await gateway.close();
    expect(await shared.collection('gateway_rooms').count()).toBe(1);
  });

  it('is the store itself without a prefix, and refuses a prefix that is not a name', () => {
    const shared = new NedbDocumentStore();
    expect(prefixedDocumentStore(shared, '')).toBe(shared);
    expect(() => prefixedDocumentStore(shared, 'a-b; drop')).toThrow('letters, digits and underscores');
  });
});
