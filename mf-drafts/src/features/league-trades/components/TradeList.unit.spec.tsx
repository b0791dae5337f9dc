import { configureStore } from '@reduxjs/toolkit';
import { api } from '@reality-draft/kit';
import type { ReactElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { Provider } from 'react-redux';
import { aTrade } from '../../../../test/tradeFixtures';
import { TradeList } from './TradeList';

const trade = aTrade;

const render = (element: ReactElement) => {
  const store = configureStore({ reducer: { [api.reducerPath]: api.reducer }, middleware: (defaults) => defaults().concat(api.middleware) });
  return renderToStaticMarkup(<Provider store={store}>{element}</Provider>);
};
const list = { draftId: 'd1', showType: 'big_brother' as const };

describe('a list of trades', () => {
  const answered = [
    trade('review', { status: 'accepted', completesAt: '2026-12-05T11:00:00Z' }),
    trade('done', { status: 'completed', fromPeriod: 2 }),
    trade('vetoed', { status: 'vetoed' }),
  ];

  it('shows what each side gives, the state as a badge and the line under it, the state said first to a screen reader', () => {
    const html = render(<TradeList {...list} trades={answered} myId="admin" label="League trades" actions="none" />);
    expect(html).toContain('aria-label="League trades"');
    expect(html).toMatch(/Leopold Tester gives: <\/dt><dd[^>]*>Avery Quillfeather<\/dd>[\s\S]*Henrietta Tester gives: <\/dt><dd[^>]*>Bram Thistledown/);
    expect(html).toMatch(
      /Leopold Tester and Henrietta Tester<\/p><span[^>]*aria-hidden="true">Under review<[\s\S]*Under review: <\/span>Completes [^<]+ unless vetoed/,
    );
    expect(html).toMatch(/aria-hidden="true">Completed<[\s\S]*Completed: <\/span>From episode 2/);
    expect(html).toMatch(/Vetoed: <\/span>The league’s admin vetoed it: nothing changed hands\./);
    expect(html).not.toContain('<button');
  });

  it('offers Accept and Decline on an offer to the player, naming who it is from', () => {
    const html = render(<TradeList {...list} trades={[trade('a')]} myId="hen" label="Offers to you" actions="answer" />);
    expect(html).toContain('From Leopold Tester');
    expect(html).toMatch(/You give: <\/dt><dd[^>]*>Bram Thistledown[\s\S]*You get: <\/dt><dd[^>]*>Avery Quillfeather/);
    expect(html).toMatch(/>Accept<\/button>[\s\S]*>Decline<\/button>/);
  });

  it("offers Cancel offer on the player's own offer", () => {
    const html = render(<TradeList {...list} trades={[trade('a')]} myId="leo" label="Your offers" actions="cancel" />);
    expect(html).toContain('To Henrietta Tester');
    expect(html).toMatch(/>Cancel offer<\/button>/);
    expect(html).not.toContain('Accept');
  });

  it("offers the league's admin Veto only on trades proposed or under review", () => {
    const html = render(<TradeList {...list} trades={[trade('p'), ...answered]} myId="admin" label="Trades in this league" actions="veto" />);
    expect(html.match(/>Veto<\/button>/g)).toHaveLength(2);
  });
});
