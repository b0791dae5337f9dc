import type { LeaderboardRow } from '@reality-draft/events';
import { renderToStaticMarkup } from 'react-dom/server';
import { LeaderboardCard } from './LeaderboardCard';

const row = (playerId: string, firstName: string, totalPoints: number, rank: number, tied: boolean, stillIn = 3): LeaderboardRow => ({
  playerId,
  playerFirstName: firstName,
  playerLastName: 'Tester',
  playerEmail: `${firstName[0].toLowerCase()}***@e2e.test`,
  totalPoints,
  rank,
  tied,
  teamsDrafted: 3,
  stillIn,
  draftPoints: totalPoints,
  miniGamePoints: 0,
  predictionPoints: 0,
  replacementPoints: 0,
});

const render = (rows: LeaderboardRow[] | undefined, watchedThrough: number | null = null) =>
  renderToStaticMarkup(
    <LeaderboardCard
      title="Amazing Race Player Leaderboard"
      showType="amazing_race"
      rows={rows}
      isLoading={false}
      error={undefined}
      youId="p3"
      watchedThrough={watchedThrough}
      onOpen={() => undefined}
    />,
  );

describe('player leaderboard card', () => {
  const rows = [row('p1', 'Sasha', 18, 1, false), row('p2', 'Ellis', 16, 2, true), row('p3', 'Harper', 16, 2, true)];

  it('shows ranks with T2 for a tie, explained under the table, and marks you', () => {
    const html = render(rows);
    expect(html).toContain('>T2<');
    expect(html).toContain('aria-label="Tied for 2nd"');
    // A named image (as kit's RankIcon): aria-label on a plain span is prohibited.
    expect(html).toContain('role="img" title="Tied for 2nd" aria-label="Tied for 2nd"');
    expect(html).toContain('T = tied: players with the same points share a rank');
    expect(html.match(/>You</g)).toHaveLength(1);
    expect(html).toContain(`title="See Harper Tester&#x27;s point breakdown"`);
  });

  it('keeps its columns when a replacement costs a player their lead or takes a total below zero (no column of its own)', () => {
    const replaced = { ...row('p2', 'Ellis', -1, 2, false), draftPoints: 1, replacementPoints: -2 };
    const html = render([row('p1', 'Sasha', 4, 1, false), replaced]);
    expect([...html.matchAll(/<th scope="col"[^>]*>([^<]*)<\/th>/g)].map((match) => match[1])).toEqual(['Rank', 'Player', 'Picks', 'Predictions', 'Points']);
    expect(html).toContain('>-1</td>');
    expect(html).not.toContain('Replacement');
  });

  it('says when the spoiler guard counts only some weeks, and nothing when it is off', () => {
    expect(render(rows, 3)).toContain('Counting weeks 1-3 — your spoiler guard');
    expect(render(rows)).not.toContain('spoiler guard');
  });

  it('heads the drafted column Picks whatever the width or guard, and says who is still in', () => {
    const html = render([row('p1', 'Sasha', 18, 1, false, 2), row('p2', 'Ellis', 16, 2, false)], 2);
    expect(html.match(/<th /g)).toHaveLength(5);
    expect(html).toContain('>Picks</th>');
    expect(html).not.toMatch(/>(Teams|Contestants)</);
    expect(html).toContain('2 of 3 still in');
    expect(html).toContain('3 of 3 still in');
    expect(render(rows)).toContain('>Picks</th>');
  });

  it('has a Predictions column beside the points, a line under the name on a phone where a player has some', () => {
    const html = render([{ ...row('p1', 'Sasha', 18, 1, false), predictionPoints: 4 }, row('p2', 'Ellis', 16, 2, false)]);
    const headers = [...html.matchAll(/<th [^>]*>([^<]*)<\/th>/g)].map((match) => match[1]);
    expect(headers).toEqual(['Rank', 'Player', 'Picks', 'Predictions', 'Points']);
    // Wide screens only: at 390 px the column would squeeze the names.
    expect(html).toMatch(/<th scope="col" class="[^"]*hidden sm:table-cell[^"]*">Predictions<\/th>/);
    const cells = (name: string) => {
      const tr = html.split('<tr').find((one) => one.includes(`${name} Tester`))!;
      return [...tr.matchAll(/<td [^>]*>([^<]*)<\/td>/g)].map((match) => match[1]);
    };
    expect(cells('Sasha')).toEqual(['3', '4', '18']);
    expect(cells('Ellis')).toEqual(['3', '0', '16']);
    // Under the name on a phone: Sasha's, not Ellis's (none).
    expect(html).toContain('<span class="block text-xs text-slate-600 sm:hidden">Predictions 4</span>');
    expect(html.match(/sm:hidden">Predictions/g)).toHaveLength(1);
  });

  it('has an empty state before any draft starts', () => {
    expect(render([])).toContain('No Standings Yet');
  });
});
