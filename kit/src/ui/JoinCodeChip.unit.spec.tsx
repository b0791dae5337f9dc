import { renderToStaticMarkup } from 'react-dom/server';
import { JoinCodeChip } from './JoinCodeChip';

describe('join code chip', () => {
  it('shows "Join Code" before the code in the labelled look', () => {
    const html = renderToStaticMarkup(<JoinCodeChip code="ABC123" look="labelled" className="extra" />);
    expect(html).toContain('<span class="text-slate-500">Join Code</span>');
    expect(html).toContain('>ABC123</span>');
    expect(html).toContain('aria-label="Copy join code"');
    expect(html).toContain('extra');
  });

  it('names the code for screen readers only in the compact look', () => {
    const html = renderToStaticMarkup(<JoinCodeChip code="ABC123" look="compact" />);
    expect(html).toContain('<span class="sr-only">Join code</span>');
    expect(html).toContain('>ABC123</span>');
    expect(html).toContain('aria-label="Copy join code ABC123"');
  });
});
