import { renderToStaticMarkup } from 'react-dom/server';
import { ShowMoreButton } from './ShowMoreButton';

describe("a paged list's 'Show more' press", () => {
  it('says what it shows and how many are left', () => {
    const html = renderToStaticMarkup(<ShowMoreButton more={14} noun="drafts" onShowMore={() => {}} />);
    expect(html).toContain('Show more drafts (14 left)');
    expect(html).toContain('type="button"');
  });

  it('is gone once the whole list is shown', () => {
    expect(renderToStaticMarkup(<ShowMoreButton more={0} noun="drafts" onShowMore={() => {}} />)).toBe('');
  });
});
