import type { InviteView } from '@reality-draft/events';
import { inviteFacts, joinedText, startText } from './inviteText';

const NOW = Date.parse('2026-12-02T17:46:00Z');
const invite: InviteView = {
  showType: 'big_brother',
  draftLabel: 'Big Brother #349748',
  commissionerName: 'Sam',
  playerCount: 3,
  startsAt: '2026-12-02T20:00:00Z',
  status: 'pending',
};

describe('a signed-out invite', () => {
  it('names the show, the commissioner, who joined and when it starts', () => {
    expect(inviteFacts(invite, NOW, 'UTC').map(({ term, detail }) => `${term}: ${detail}`)).toEqual([
      'Show: Big Brother',
      'Commissioner: Sam',
      'Players: 3 players have joined',
      expect.stringMatching(/^Starts: .*20:00 \(Starts in 2 h 14 min\)$/),
    ]);
  });

  it('leaves out a commissioner without a first name', () => {
    expect(inviteFacts({ ...invite, commissionerName: null }, NOW).map(({ term }) => term)).toEqual(['Show', 'Players', 'Starts']);
  });

  it('counts players in words', () => {
    expect(joinedText(0)).toBe('No one has joined yet');
    expect(joinedText(1)).toBe('1 player has joined');
    expect(joinedText(2)).toBe('2 players have joined');
  });

  it('says when a draft without a start time starts, and that a started one is under way', () => {
    expect(startText({ startsAt: null, status: 'pending' }, NOW)).toBe('When the commissioner starts it');
    expect(startText({ startsAt: null, status: 'active' }, NOW)).toBe('Under way now');
    expect(startText({ startsAt: null, status: 'completed' }, NOW)).toBe('This draft has finished');
  });
});
