import type { DraftSummary } from '@reality-draft/events';
import { findInvite, inviteCodeOf, inviteMessage } from './inviteCode';

const draft = (id: string, joinCode: string, status: DraftSummary['status'] = 'pending') => ({ id, joinCode, status, showType: 'big_brother' }) as DraftSummary;
const drafts = [draft('d1', 'ABC123'), draft('d2', 'LIVE22', 'active'), draft('d3', 'DONE33', 'completed')];

describe("an invite link's code", () => {
  it('is read as the join box reads it, or refused when it cannot be a code', () => {
    expect(inviteCodeOf('abc123')).toBe('ABC123');
    expect(inviteCodeOf('ABC12')).toBeNull();
    expect(inviteCodeOf('ABC-123')).toBeNull();
    expect(inviteCodeOf(undefined)).toBeNull();
  });

  it('finds a waiting draft, one the player is in, one already started, or none', () => {
    expect(findInvite('ABC123', drafts, new Set())).toEqual({ kind: 'joinable', draft: drafts[0] });
    expect(findInvite('ABC123', drafts, new Set(['d1']))).toEqual({ kind: 'joined', draft: drafts[0] });
    expect(findInvite('LIVE22', drafts, new Set())).toEqual({ kind: 'started', draft: drafts[1] });
    expect(findInvite('ZZZ999', drafts, new Set())).toEqual({ kind: 'unknown' });
    expect(findInvite(null, drafts, new Set())).toEqual({ kind: 'malformed' });
  });

  it('says clearly what it found', () => {
    expect(inviteMessage({ kind: 'unknown' }, 'ZZZ999')).toBe(
      'No draft has the join code ZZZ999. The link may be old or the draft deleted: ask your admin for a new link, or enter another code below.',
    );
    expect(inviteMessage({ kind: 'malformed' }, 'AB')).toContain('(AB) is not a join code');
    expect(inviteMessage({ kind: 'joinable', draft: drafts[0] }, 'ABC123')).toBe(
      "You're invited to Big Brother #ABC123. It starts when your admin starts it; join now to get your seat.",
    );
    expect(inviteMessage({ kind: 'started', draft: drafts[2] }, 'DONE33')).toBe(
      'Big Brother #DONE33 has already finished: only drafts waiting to start can be joined.',
    );
  });
});
