import type { PredictionView } from '@reality-draft/events';
import { renderToStaticMarkup } from 'react-dom/server';
import { PredictionList } from './PredictionList';

const view = (playerId: string, playerName: string, label: string, correct: boolean | null): PredictionView => ({
  playerId,
  playerName,
  itemId: `i-${playerId}`,
  label,
  correct,
});

describe("a period's predictions", () => {
  it('shows each pick with ✓ or ✗ once settled, and what an unsettled one says', () => {
    const html = renderToStaticMarkup(
      <PredictionList
        predictions={[view('a', 'Ann Kay', 'Alder Pine', true), view('b', 'Bo Lee', 'Rhea Sun', false), view('c', 'Cy Dunn', 'Orson Palm', null)]}
        myId="b"
        label="Predictions for episode 2"
        unsettled="Behind your spoiler guard"
      />,
    );
    expect(html).toContain('aria-label="Predictions for episode 2"');
    expect(html).toMatch(/Ann Kay[\s\S]*Alder Pine[\s\S]*✓[\s\S]*Correct/);
    expect(html).toMatch(/Bo Lee<span[^>]*> \(you\)[\s\S]*Rhea Sun[\s\S]*✗[\s\S]*Wrong/);
    expect(html).toMatch(/Orson Palm[\s\S]*Behind your spoiler guard/);
  });

  it('says so when nobody predicted', () => {
    expect(renderToStaticMarkup(<PredictionList predictions={[]} myId={null} label="x" unsettled="" />)).toContain('Nobody made a prediction.');
  });
});
