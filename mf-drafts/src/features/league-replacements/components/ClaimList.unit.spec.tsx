import { renderToStaticMarkup } from 'react-dom/server';
import { aClaim } from '../../../../test/replacementFixtures';
import { ClaimList } from './ClaimList';

describe('a list of replacement claims', () => {
  const claims = [
    aClaim('won', { status: 'won', playerName: 'Octavius Tester', fromPeriod: 2, pointCost: 2 }),
    aClaim('lost', { status: 'lost', playerName: 'Philippa Tester', reason: 'A player placed lower in the standings claimed Keira Sparrowhawk too.' }),
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
