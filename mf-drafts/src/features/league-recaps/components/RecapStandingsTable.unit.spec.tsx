import type { RecapStanding } from '@reality-draft/events';
import { renderToStaticMarkup } from 'react-dom/server';
import { RecapStandingsTable } from './RecapStandingsTable';

const row = (playerId: string, playerName: string, rank: number, rankBefore: number | null, points: number, periodPoints: number): RecapStanding => ({
  playerId,
  playerName,
  rank,
  rankBefore,
  points,
  periodPoints,
});

describe('a recap’s standings', () => {
  const html = renderToStaticMarkup(
    <RecapStandingsTable
      standings={[row('b', 'Bo Lee', 1, 2, 12, 8), row('a', 'Ann Kay', 2, 1, 9, 0), row('c', 'Cy Dunn', 2, null, 9, 9)]}
      showType="survivor"
      period={3}
      myId="a"
    />,
  );

  it('names the period and lists rank, move, player, the period’s points and the total', () => {
    expect(html).toContain('Standings after episode 3');
    expect(html).toMatch(/Bo Lee[\s\S]*\+8[\s\S]*12/);
    expect(html).toContain('aria-label="Up 1 place"');
    expect(html).toContain('aria-label="Down 1 place"');
    expect(html).toContain('aria-label="No rank before"');
    // Ann and Cy share 2nd.
    expect(html.match(/>T2</g)).toHaveLength(2);
  });

  it('marks the reader’s own row', () => {
    expect(html).toMatch(/Ann Kay<span[^>]*> \(you\)/);
    expect(html).not.toMatch(/Bo Lee<span[^>]*> \(you\)/);
  });
});
