import { renderToStaticMarkup } from 'react-dom/server';
import { httpError } from '../api/apiError';
import { ReadStates } from './ReadStates';

const shown = (props: { data: string[] | undefined; isLoading?: boolean; error?: unknown }) =>
  renderToStaticMarkup(
    <ReadStates
      data={props.data}
      isLoading={props.isLoading ?? false}
      error={props.error}
      loading="Loading the drafts..."
      failed="Could not load the drafts."
      isEmpty={(drafts) => !drafts.length}
      empty="No drafts yet."
    >
      {(drafts) => (
        <ul>
          {drafts.map((name) => (
            <li key={name}>{name}</li>
          ))}
        </ul>
      )}
    </ReadStates>,
  );

describe('what a card shows of its read', () => {
  it('says it is loading while the first answer is on the way', () => {
    const html = shown({ data: undefined, isLoading: true });
    expect(html).toContain('role="status"');
    expect(html).toContain('Loading the drafts...');
  });

  it("gives the server's message when the read failed, else its own", () => {
    expect(shown({ data: undefined, error: httpError(403, '{"message":"Admins only."}', 'Forbidden') })).toContain('Admins only.');
    const html = shown({ data: undefined, error: new Error('offline') });
    expect(html).toContain('role="alert"');
    expect(html).toContain('Could not load the drafts.');
  });

  it('keeps an answer it holds through a refetch that fails', () => {
    const html = shown({ data: ['Finale Night'], error: httpError(503, '{"message":"Try again."}', 'Service Unavailable') });
    expect(html).toContain('<li>Finale Night</li>');
    expect(html).not.toContain('Try again.');
  });

  it('says so when the answer holds nothing', () => {
    const html = shown({ data: [] });
    expect(html).toContain('No drafts yet.');
    expect(html).not.toContain('<ul>');
  });
});
