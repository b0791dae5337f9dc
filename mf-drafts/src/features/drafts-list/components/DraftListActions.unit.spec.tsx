import type { Role } from '@reality-draft/kit';
import { sampleDraftSummary as aDraft } from '@reality-draft/kit/testing';
import { renderToStaticMarkup } from 'react-dom/server';
import { MemoryRouter } from 'react-router-dom';
import { AvailableDraftAction, ManageDraftAction } from './DraftListActions';

function render(status: 'pending' | 'active', role: Role, joined: boolean): string {
  return renderToStaticMarkup(
    <MemoryRouter>
      <AvailableDraftAction draft={aDraft({ id: 'd1', status })} role={role} joined={joined} onJoin={() => undefined} joining={false} />
    </MemoryRouter>,
  );
}

describe('available draft action', () => {
  it('lets a player watch an active draft they are in, in the player room', () => {
    expect(render('active', 'player', true)).toContain('href="/player/draft/d1"');
  });

  it('offers a player no Watch for an active draft they are not in', () => {
    expect(render('active', 'player', false)).toBe('');
  });

  it('lets an admin watch any active draft, and a player join a pending one', () => {
    expect(render('active', 'admin', false)).toContain('href="/draft/d1"');
    expect(render('pending', 'player', false)).toContain('Join');
  });
});

describe('manage draft action', () => {
  const manage = (status: 'active' | 'completed', role: Role) =>
    renderToStaticMarkup(
      <MemoryRouter>
        <ManageDraftAction draft={aDraft({ id: 'd1', status })} role={role} />
      </MemoryRouter>,
    );

  it("opens a finished draft's board, for admins and players alike", () => {
    expect(manage('completed', 'admin')).toContain('href="/draft/d1/results"');
    expect(manage('completed', 'player')).toContain('href="/draft/d1/results"');
    expect(manage('completed', 'admin')).toContain('Results');
  });

  it('opens the room of a draft still running', () => {
    expect(manage('active', 'admin')).toContain('href="/draft/d1"');
    expect(manage('active', 'admin')).toContain('Manage');
  });
});
