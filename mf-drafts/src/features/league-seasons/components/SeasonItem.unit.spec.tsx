import type { RecordBook as Records, Season } from '@reality-draft/events';
import { renderToStaticMarkup } from 'react-dom/server';
import { MemoryRouter } from 'react-router-dom';
import { RecordBook } from './RecordBook';
import { SeasonItem } from './SeasonItem';

const standings = [
  { playerId: 'c', name: 'Clementine Tester', rank: 1, points: 12 },
  { playerId: 'b', name: 'Bartholomew Tester', rank: 2, points: 3 },
  { playerId: 'd', name: 'Dora Tester', rank: 3, points: 2 },
  { playerId: 'e', name: 'Ezra Tester', rank: 3, points: 2 },
];
const first: Season & { number: number } = {
  number: 1,
  draftId: 's1',
  name: 'The House',
  showType: 'big_brother',
  status: 'completed',
  finishedAt: '2026-03-12T20:00:00.000Z',
  champion: { playerId: 'c', name: 'Clementine Tester', points: 12 },
  decided: true,
  standings,
};

const render = (season: typeof first, current = false, canOpen = true) =>
  renderToStaticMarkup(
    <MemoryRouter>
      <SeasonItem season={season} current={current} canOpen={canOpen} myId="b" />
    </MemoryRouter>,
  );

describe('a season of the league’s history', () => {
  it('names it, links to its league page, crowns its champion and lists the top three of its standings', () => {
    const html = render(first);
    expect(html).toMatch(/<a[^>]*href="\/league\/s1"[^>]*>Season 1<\/a>/);
    expect(html).toContain('>Final<');
    expect(html).toMatch(/The House[\s\S]*Big Brother/);
    expect(html).toContain('Draft finished ');
    expect(html).toMatch(/Champion:<\/span> Clementine Tester, 12 points/);
    expect(html).toMatch(/Bartholomew Tester<span[^>]*> \(you\)/);
    expect(html).toContain('>T3<');
    expect(html).not.toContain('Ezra Tester');
    expect(html).toContain('Show all 4 players');
  });

  it('says “Leading so far” while undecided, and no link for the page’s own season or one the reader may not open', () => {
    const html = render({ ...first, decided: false }, true);
    expect(html).toMatch(/Leading so far:<\/span> Clementine Tester, 12 points/);
    expect(html).toContain('aria-current="page"');
    expect(html).not.toContain('href="/league/s1"');
    expect(render(first, false, false)).not.toContain('href=');
  });

  it('says why a season has no champion yet', () => {
    const html = render({ ...first, status: 'pending', finishedAt: null, champion: null, decided: false, standings: [] });
    expect(html).toContain('Draft not started');
    expect(html).toContain('Its draft has not started yet.');
    expect(html).not.toContain('<table');
  });
});

describe('the record book', () => {
  it('lists every record, “None yet” for one nobody holds', () => {
    const records: Records = {
      mostPointsInPeriod: { playerId: 'c', name: 'Clementine Tester', points: 12, draftId: 's1', period: 1 },
      bestFinishes: [{ playerId: 'c', name: 'Clementine Tester', rank: 1, draftId: 's1' }],
      mostReplacementsWon: null,
      titles: [{ playerId: 'c', name: 'Clementine Tester', count: 1 }],
    };
    const html = renderToStaticMarkup(<RecordBook records={records} seasons={[first]} />);
    expect(html).toContain('Record book');
    expect(html).toMatch(/Most points in one episode<\/dt><dd[^>]*>Clementine Tester: 12 points, episode 1 of Season 1/);
    expect(html).toMatch(/Most replacements won<\/dt><dd[^>]*>None yet/);
    expect(html).toMatch(/Titles<\/dt><dd[^>]*>Clementine Tester: 1 title/);
  });
});
