import { yourDraftStatus } from './draftStatus';

describe("'Your Drafts' status", () => {
  it("reads 'In Progress' for active drafts, 'Waiting' for pending ones and 'Draft Complete' at the end", () => {
    expect(yourDraftStatus('active').label).toBe('In Progress');
    expect(yourDraftStatus('pending').label).toBe('Waiting');
    expect(yourDraftStatus('completed').label).toBe('Draft Complete');
  });
});
