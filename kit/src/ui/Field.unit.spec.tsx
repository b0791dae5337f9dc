import { renderToStaticMarkup } from 'react-dom/server';
import { Field } from './Field';

/** The label's text as a screen reader reads it (tags dropped, spaces kept). */
function labelText(html: string): string {
  const label = /<label[^>]*>([\s\S]*?)<\/label>/.exec(html)?.[1] ?? '';
  return label.replace(/<!--.*?-->/g, '').replace(/<[^>]+>/g, '');
}

describe('field', () => {
  it('separates the label note from the label with a space', () => {
    expect(labelText(renderToStaticMarkup(<Field label="Turn Time Limit" labelNote="(seconds)" />))).toBe('Turn Time Limit (seconds)');
  });

  it('reads just the label without a note', () => {
    expect(labelText(renderToStaticMarkup(<Field label="Draft Date" />))).toBe('Draft Date');
  });

  it('ties the label and the hint to the input', () => {
    const html = renderToStaticMarkup(<Field id="limit" label="Turn Time Limit" hint="From 10 to 600." />);
    expect(html).toContain('for="limit"');
    expect(html).toContain('aria-describedby="limit-hint"');
  });
});
