import { adminStatusNote, phaseLabel, PLAYER_STATUS_LABELS } from './roomStatus';

describe('room status wording', () => {
  it("uses the spec badges for the player's room", () => {
    expect(PLAYER_STATUS_LABELS).toEqual({ pending: 'Waiting to Start', active: 'Draft Active', completed: 'Draft Complete' });
  });

  it('names the phase', () => {
    expect(phaseLabel(1)).toContain('Personal Teams');
    expect(phaseLabel(2)).toContain('Competitor Assignments');
  });

  it('says when a pending draft still waits for players', () => {
    expect(adminStatusNote('pending', 1)).toBe('Waiting for Players');
    expect(adminStatusNote('pending', 2)).toBe('2 players have joined — ready to start.');
    expect(adminStatusNote('active', 4)).toBe('Draft in Progress');
  });
});
