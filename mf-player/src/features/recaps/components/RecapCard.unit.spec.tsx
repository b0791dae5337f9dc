import type { Recap } from '@reality-draft/events';
import { renderToStaticMarkup } from 'react-dom/server';
import { MemoryRouter } from 'react-router-dom';
import { RecapCardView } from './RecapCard';

const league = { id: 'd 1', showType: 'survivor' as const, joinCode: 'ISLE01', name: null };

const whole: Recap = {
  period: 3,
  showType: 'survivor',
  at: '2026-12-04T20:00:00.000Z',
  title: 'Episode 3 recap',
  corrected: false,
  hidden: false,
  guardText: null,
  lines: [
    'Top scorer: Ann Lee, 4 points.',
    'Who goes home: 1 of 2 called it (+2 each): Ann Lee.',
    'Top three: 1st Ann Lee (9), 2nd Ben Ray (7), 3rd Cy Doe (2).',
  ],
  standings: [
    { playerId: 'ann', playerName: 'Ann Lee', rank: 1, rankBefore: 2, points: 9, periodPoints: 4 },
    { playerId: 'ben', playerName: 'Ben Ray', rank: 2, rankBefore: 1, points: 7, periodPoints: 0 },
    { playerId: 'cy', playerName: 'Cy Doe', rank: 3, rankBefore: 3, points: 2, periodPoints: 0 },
    { playerId: 'di', playerName: 'Di Fox', rank: 4, rankBefore: 4, points: 1, periodPoints: 0 },
  ],
};

const hidden: Recap = { ...whole, hidden: true, guardText: "Episode 3 recap - you're at episode 1: reveal?", lines: [], standings: [] };

const render = (recap: Recap, over: { revealing?: boolean; revealError?: unknown } = {}) =>
  renderToStaticMarkup(
    <MemoryRouter>
      <RecapCardView league={league} recap={recap} youId="ben" revealing={over.revealing ?? false} revealError={over.revealError} onReveal={() => undefined} />
    </MemoryRouter>,
  );

describe("the dashboard's recap card", () => {
  it('shows the league, the title, the lines and the top three (the top-three line once, as the list), you marked', () => {
    const html = render(whole);
    expect(html).toContain('>Survivor #ISLE01</p>');
    expect(html).toContain('>Episode 3 recap</h3>');
    expect(html).toContain('<li>Top scorer: Ann Lee, 4 points.</li>');
    expect(html).toContain('<li>Who goes home: 1 of 2 called it (+2 each): Ann Lee.</li>');
    expect(html).not.toContain('Top three: 1st');
    expect(html).toContain('aria-label="Top three after Episode 3"');
    expect(html.match(/>(1st|2nd|3rd|4th)</g)).toEqual(['>1st<', '>2nd<', '>3rd<']);
    expect(html).not.toContain('Di Fox');
    expect(html).toMatch(/Ben Ray<span class="[^"]*"> \(you\)<\/span>/);
    expect(html).toContain('>+4<');
    expect(html).not.toContain('Reveal');
    expect(html).not.toContain('Updated');
  });

  it("links to every recap on the league's page", () => {
    const html = render(whole);
    expect(html).toContain('href="/league/d%201"');
    expect(html).toContain('aria-label="All recaps of Survivor #ISLE01"');
    expect(html).toContain('All recaps');
  });

  it('beyond the spoiler guard: the guard text and a Reveal button, nothing of the results', () => {
    const html = render(hidden);
    expect(html).toContain('>Episode 3 recap</h3>');
    expect(html).toContain('Episode 3 recap - you&#x27;re at episode 1: reveal?');
    expect(html).toContain('aria-label="Reveal Episode 3 recap"');
    expect(html).not.toContain('Top three');
    expect(html).not.toContain('aria-busy');
    // While the reveal is read: busy; a failed read says so.
    expect(render(hidden, { revealing: true })).toContain('aria-busy="true"');
    expect(render(hidden, { revealError: { status: 500, data: { message: 'Server down' } } })).toContain('role="alert"');
  });

  it('says when the results were corrected', () => {
    expect(render({ ...whole, corrected: true })).toContain('>Updated</span>');
  });
});
