import { renderToStaticMarkup } from 'react-dom/server';
import { aPick, PLAYERS } from '../../../../test/endOfDraftFixtures';
import { DraftBoard } from './DraftBoard';

const render = (picks = Array.from({ length: 9 }, (_, index) => aPick(index + 1, index === 4 ? { source: 'timer' } : {})), viewerId: string | null = 'ben') =>
  renderToStaticMarkup(<DraftBoard participants={PLAYERS} picks={picks} viewerId={viewerId} />);

describe('the draft board', () => {
  it('is a table named by its caption, with a column header per player and a row header per round', () => {
    const html = render();
    expect(html).toContain('<caption class="sr-only">Draft board: 3 rounds by 3 players, picks in snake order</caption>');
    expect(html.match(/<th scope="col"/g)).toHaveLength(4);
    expect(html.match(/<th scope="row"/g)).toHaveLength(3);
    expect(html).toMatch(/Ann<\/span>.*Ben.*\(you\).*Cy/s);
  });

  it('shows each pick with its number and marks the auto-pick', () => {
    const html = render();
    expect(html).toMatch(/Pick 5<\/span>.*Item 5.*Auto/s);
    expect(html.match(/>Auto</g)).toHaveLength(1);
  });

  it('says which cells no pick filled', () => {
    expect(render([aPick(1)]).match(/Not picked/g)).toHaveLength(8);
  });
});

describe('the draft board with a replaced pick', () => {
  it('names who holds the place now, over whom they replaced and from when', () => {
    const picks = Array.from({ length: 9 }, (_, index) => ({ ...aPick(index + 1), contestantId: `c${index + 1}` }));
    const html = renderToStaticMarkup(
      <DraftBoard
        participants={PLAYERS}
        picks={picks}
        viewerId="ben"
        showType="big_brother"
        rosterMoves={[
          { kind: 'replacement', playerId: 'ben', dropItemId: 'c5', dropLabel: 'Item 5', addItemId: 'k', addLabel: 'Kim Lee', fromPeriod: 2, at: '', ref: 'x' },
        ]}
      />,
    );
    expect(html).toContain('picks in snake order; 1 pick replaced since the draft</caption>');
    expect(html).toMatch(/Pick 5<\/span>.*Kim Lee<\/span>.*replaced <s[^>]*>Item 5<\/s> from episode 2/s);
    expect(html).not.toMatch(/>Item 5<\/span>/);
  });
});

describe('the draft board with a traded pick', () => {
  it('names the new holder and from when under the item, and counts the traded picks in the caption', () => {
    const picks = Array.from({ length: 9 }, (_, index) => ({ ...aPick(index + 1), contestantId: `c${index + 1}` }));
    const html = renderToStaticMarkup(
      <DraftBoard
        participants={PLAYERS}
        picks={picks}
        viewerId="ann"
        showType="survivor"
        rosterMoves={[
          { kind: 'replacement', playerId: 'cy', dropItemId: 'c3', dropLabel: 'Item 3', addItemId: 'k', addLabel: 'Kim Lee', fromPeriod: 2, at: '', ref: 'x' },
          {
            kind: 'trade',
            fromPlayerId: 'ann',
            toPlayerId: 'ben',
            give: [{ itemId: 'c1', label: 'Item 1' }],
            get: [{ itemId: 'c5', label: 'Item 5' }],
            fromPeriod: 3,
            at: '',
            ref: 't',
          },
        ]}
      />,
    );
    expect(html).toContain('picks in snake order; 1 pick replaced and 2 picks traded since the draft</caption>');
    expect(html).toMatch(/Pick 1<\/span>.*Item 1<\/span>.*traded to <span[^>]*>Ben<\/span> from episode 3/s);
    expect(html).toMatch(/Pick 5<\/span>.*Item 5<\/span>.*traded to <span[^>]*>Ann<\/span> from episode 3/s);
    expect(html.match(/traded to/g)).toHaveLength(2);
  });
});
