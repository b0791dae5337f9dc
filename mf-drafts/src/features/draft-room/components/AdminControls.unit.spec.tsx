import type { DraftDetail, Participant, Pick } from '@reality-draft/events';
import { sampleDraftSummary } from '@reality-draft/kit/testing';
import { renderToStaticMarkup } from 'react-dom/server';
import type { useRoomActions } from '../hooks/useRoomActions';
import { AdminControls } from './AdminControls';

const draft = (over: Partial<DraftDetail>): DraftDetail => ({
  ...sampleDraftSummary({ status: 'active' }),
  currentTurn: 2,
  currentRound: 1,
  currentPlayerId: 'p2',
  turnStartTime: '2026-03-12T10:00:00Z',
  pausedSecondsLeft: null,
  phaseOneOrder: ['p1', 'p2'],
  serverTime: '2026-03-12T10:00:05Z',
  version: 3,
  ...over,
});

const person = (id: string, firstName: string): Participant => {
  const name = { firstName, lastName: null, email: null };
  return { id, draftId: 'd1', playerId: id, userId: id, username: null, draftPosition: 1, ...name, player: name, user: name, picksMade: 0, autoPick: false };
};

const pick = { id: 'k1', pickNumber: 1, playerId: 'p1', label: 'Harlan Fizzwick', source: 'player' } as Pick;

const idle = async () => true;
const actions = {
  start: idle,
  countdown: idle,
  cancelCountdown: idle,
  reset: idle,
  pause: idle,
  resume: idle,
  undo: idle,
  busy: { start: false, countdown: false, cancelCountdown: false, reset: false, pause: false, resume: false, undo: false },
} as unknown as ReturnType<typeof useRoomActions>;

const render = (over: Partial<DraftDetail>) =>
  renderToStaticMarkup(<AdminControls draft={draft(over)} participants={[person('p1', 'Sam'), person('p2', 'Ann')]} picks={[pick]} actions={actions} />);

describe("the owner's controls", () => {
  it("puts Undo and Clear Picks & Restart in their own 'Fix mistakes' group, after Pause and apart from it", () => {
    const html = render({});
    const group = html.indexOf('data-testid="fix-mistakes"');
    expect(group).toBeGreaterThan(0);
    expect(html).toMatch(/role="group" aria-labelledby="[^"]+"[^>]*data-testid="fix-mistakes"/);
    expect(html.indexOf('Fix mistakes')).toBeGreaterThan(group);
    expect(html.indexOf('Pause Timer')).toBeLessThan(group);
    expect(html.indexOf('Undo Last Pick')).toBeGreaterThan(group);
    expect(html.indexOf('Clear Picks &amp; Restart')).toBeGreaterThan(group);
  });

  it('offers the start buttons while waiting, with or without a start time, and Start now during the 10 s countdown', () => {
    const waiting = render({ status: 'pending' });
    expect(waiting).toContain('Start in 10 s');
    expect(waiting).not.toContain('Fix mistakes');
    expect(render({ status: 'pending', startsAt: '2026-12-02T19:00:00Z', startKind: 'schedule' })).toContain('Start in 10 s');
    const counting = render({ status: 'pending', startsAt: '2026-12-02T19:00:00Z', startKind: 'countdown' });
    expect(counting).toContain('Start now');
    expect(counting).toContain('Cancel countdown');
  });
});
