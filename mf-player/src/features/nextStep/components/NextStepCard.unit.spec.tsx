import { sampleDraftSummary as aDraft, sampleMiniGameItem as aGame } from '@reality-draft/kit/testing';
import { renderToStaticMarkup } from 'react-dom/server';
import { MemoryRouter } from 'react-router-dom';
import type { NextStep } from '../model/nextStep';
import { NextStepCard } from './NextStepCard';

const render = (step: NextStep) =>
  renderToStaticMarkup(
    <MemoryRouter>
      <NextStepCard step={step} joinCardId="join" />
    </MemoryRouter>,
  );

describe("the dashboard's 'Up next' card", () => {
  it('sends the player into a live draft', () => {
    const html = render({ kind: 'live', draft: aDraft({ id: 'd9', status: 'active', joinCode: '123456' }) });
    expect(html).toContain('Your draft is live!');
    expect(html).toContain('href="/player/draft/d9"');
  });

  it('offers the mini-game to play', () => {
    const html = render({ kind: 'game', game: aGame({ id: 'g1' }), more: 2 });
    expect(html).toContain('Family Game Night Jigsaw');
    expect(html).toContain('href="/player/mini-game/g1"');
    expect(html).toContain('2 more to play below.');
  });

  it('opens a waiting room, and shows the standings once drafts are done', () => {
    expect(render({ kind: 'waiting', draft: aDraft({ id: 'w' }) })).toContain('Open Room');
    const scheduled = aDraft({ id: 's', startsAt: '2026-12-02T19:00:00Z', startKind: 'schedule' });
    expect(render({ kind: 'waiting', draft: scheduled })).toMatch(/The draft starts by itself at \d\d:\d\d on .*\(your time\)/);
    expect(render({ kind: 'standings', draft: aDraft({ showType: 'amazing_race', status: 'completed' }) })).toContain('href="/player/your-amazing-race-teams"');
  });

  it('tells a newcomer how to start: join, pick 3 in snake order, score', () => {
    const html = render({ kind: 'join' });
    expect(html).toContain('Join your first draft');
    expect(html).toContain('6-digit code');
    expect(html).toContain('pick 3 teams or contestants in snake order');
    expect(html).toContain('Join a Draft');
  });
});
