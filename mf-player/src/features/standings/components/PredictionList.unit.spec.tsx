import { renderToStaticMarkup } from 'react-dom/server';
import { predictionSummary } from '../model/predictionLines';
import { PredictionList } from './PredictionList';

const drafts = [{ draftId: 'sv1', joinCode: 'ISLE01', showType: 'survivor' as const, name: null, status: 'completed', items: [], draftPoints: 0 }];

const render = (predictions: Parameters<typeof predictionSummary>[0]['predictions']) =>
  renderToStaticMarkup(<PredictionList summary={predictionSummary({ drafts, predictions }, 'survivor', 'sv1')} showType="survivor" />);

const text = (html: string) => html.replace(/<[^>]+>/g, '').replace(/\s+/g, ' ');

describe("the breakdown's Predictions part", () => {
  it("lists each settled prediction: 'Episode 3: Kim ✓ +2', 'Episode 4: Leo ✗ 0'", () => {
    const html = render([
      { draftId: 'sv1', period: 3, itemId: 'c3', label: 'Kim', correct: true, points: 2 },
      { draftId: 'sv1', period: 4, itemId: 'c4', label: 'Leo', correct: false, points: 0 },
    ]);
    expect(html).toContain('aria-label="Predictions"');
    expect(text(html)).toContain('1 of 2 called right: 2 pts.');
    expect(text(html)).toContain('Episode 3: Kim ✓ +2');
    expect(text(html)).toContain('Episode 4: Leo ✗ 0');
    expect(html).toContain('role="img" aria-label="called right"');
    expect(html).toContain('role="img" aria-label="called wrong"');
  });

  it('says when none is settled yet', () => {
    expect(text(render([]))).toContain('No settled predictions yet: each counts once someone goes home in its episode.');
  });
});
