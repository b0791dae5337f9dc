import type { ReplacementClaimView } from '@reality-draft/events';
import { renderToStaticMarkup } from 'react-dom/server';
import { ClaimList } from './ClaimList';

const claim = (id: string, over: Partial<ReplacementClaimView>): ReplacementClaimView => ({
  id,
  playerId: 'p1',
  playerName: 'Octavius Tester',
  drop: { itemId: 'bb-2', label: 'Bram Thistledown' },
  add: { itemId: 'bb-11', label: 'Keira Sparrowhawk' },
  status: 'pending',
  claimedAt: '2026-12-04T11:00:00Z',
  settlesAt: '2026-12-05T11:00:00Z',
  fromPeriod: null,
  pointCost: 0,
  reason: null,
  ...over,
});

describe('a list of replacement claims', () => {
  const claims = [
    claim('won', { status: 'won', fromPeriod: 2, pointCost: 2 }),
    claim('lost', { status: 'lost', playerName: 'Philippa Tester', reason: 'A player placed lower in the standings claimed Keira Sparrowhawk too.' }),
  ];

  it('shows who comes in for whom, the state as a badge and the line under it, the state said first to a screen reader', () => {
    const html = renderToStaticMarkup(<ClaimList claims={claims} showType="big_brother" label="Your claims" showPlayer={false} />);
    expect(html).toContain('aria-label="Your claims"');
    expect(html).toMatch(/Keira Sparrowhawk in for Bram Thistledown[\s\S]*Won: <\/span>from episode 2, cost 2 points[\s\S]*aria-hidden="true">Won</);
    expect(html).toMatch(/Lost: <\/span>A player placed lower in the standings claimed Keira Sparrowhawk too\.[\s\S]*>Lost</);
    expect(html).not.toContain('Octavius Tester');
  });

  it("names each claim's player for the league's admin", () => {
    const html = renderToStaticMarkup(<ClaimList claims={claims} showType="big_brother" label="Claims in this league" showPlayer />);
    expect(html).toMatch(/Octavius Tester[\s\S]*Philippa Tester/);
  });
});
