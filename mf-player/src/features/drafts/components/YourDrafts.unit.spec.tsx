import { sampleDraftSummary as aDraft } from '@reality-draft/kit/testing';
import { renderToStaticMarkup } from 'react-dom/server';
import { MemoryRouter } from 'react-router-dom';
import { JoinCodeField } from './JoinCodeField';
import { YourDraftRow } from './YourDraftRow';

const row = (over: Parameters<typeof aDraft>[0]) =>
  renderToStaticMarkup(
    <MemoryRouter>
      <ul>
        <YourDraftRow draft={aDraft({ id: 'd1', joinCode: '123456', ...over })} />
      </ul>
    </MemoryRouter>,
  );

describe("'Your Drafts' rows: the way back into every draft", () => {
  it("a waiting room reads 'Waiting' with an 'Open Room' button", () => {
    const html = row({ status: 'pending' });
    expect(html).toContain('>Waiting<');
    expect(html).toContain('href="/player/draft/d1"');
    expect(html).toContain('Open Room');
  });

  it('a waiting draft with a start time says how long until it starts by itself', () => {
    const html = row({ status: 'pending', startsAt: new Date(Date.now() + (2 * 60 + 14) * 60_000 + 30_000).toISOString(), startKind: 'schedule' });
    expect(html).toContain('Starts in 2 h 14 min');
    expect(row({ status: 'pending' })).not.toContain('Starts in');
    expect(row({ status: 'active', startsAt: new Date(Date.now() + 60_000).toISOString() })).not.toContain('Starts in');
  });

  it("a live draft reads 'In Progress' with a 'Join Draft' button", () => {
    const html = row({ status: 'active' });
    expect(html).toContain('>In Progress<');
    expect(html).toContain('aria-label="Join Draft Big Brother #123456"');
    expect(html).toContain('href="/player/draft/d1"');
  });

  it("a finished draft reads 'Draft Complete', with its results and the player's page for that show", () => {
    const html = row({ status: 'completed', showType: 'survivor' });
    expect(html).toContain('>Draft Complete<');
    expect(html).toContain('aria-label="Results of Survivor #123456" href="/draft/d1/results"');
    expect(html).toContain('href="/player/your-contestants?show=survivor"');
    expect(row({ status: 'completed', showType: 'amazing_race' })).toContain('href="/player/your-amazing-race-teams"');
  });
});

describe('the join code field', () => {
  it("asks for the 6-digit code, 123456 as the example, with a phone's number pad", () => {
    const html = renderToStaticMarkup(<JoinCodeField value="" onChange={() => undefined} />);
    expect(html).toContain('6-digit code');
    expect(html).not.toContain('6-character');
    expect(html).toContain('placeholder="123456"');
    expect(html).toContain('inputMode="numeric"');
  });
});
