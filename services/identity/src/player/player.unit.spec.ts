import type { PlayerEvent } from '@reality-draft/events';
import { Conflict, fold, NotFound } from '@reality-draft/kernel';
import { playerDecider, type PlayerCommand } from './decide';

const decider = playerDecider('p1');
const now = '2026-11-21T10:00:00.000Z';
const registered: PlayerEvent = {
  type: 'PlayerRegistered',
  data: { playerId: 'p1', email: 'ann@x.test', firstName: 'Ann', lastName: null, registeredAt: now },
};

const given = (events: PlayerEvent[]) => ({
  when: (command: PlayerCommand) => () => decider.decide(command, fold(decider, events)),
});

describe('player decider', () => {
  it('registers a new player', () => {
    const register: PlayerCommand = { type: 'RegisterPlayer', playerId: 'p1', email: 'ann@x.test', firstName: 'Ann', lastName: null, now };
    expect(given([]).when(register)()).toEqual([registered]);
  });

  it('refuses to register the same player twice', () => {
    const again: PlayerCommand = { type: 'RegisterPlayer', playerId: 'p1', email: 'b@x.test', firstName: 'B', lastName: null, now };
    expect(given([registered]).when(again)).toThrow(Conflict);
  });

  it('changes the email, and does nothing when it is unchanged', () => {
    expect(given([registered]).when({ type: 'ChangePlayerEmail', email: 'new@x.test', by: 'a1', now })()).toEqual([
      { type: 'PlayerEmailChanged', data: { playerId: 'p1', email: 'new@x.test', previousEmail: 'ann@x.test', changedBy: 'a1', changedAt: now } },
    ]);
    expect(given([registered]).when({ type: 'ChangePlayerEmail', email: 'ann@x.test', by: 'a1', now })()).toEqual([]);
  });

  it('records a password reset without any secret', () => {
    expect(given([registered]).when({ type: 'RecordPasswordReset', by: 'a1', now })()).toEqual([
      { type: 'PlayerPasswordReset', data: { playerId: 'p1', resetBy: 'a1', resetAt: now } },
    ]);
  });

  it('refuses changes to a player who does not exist', () => {
    expect(given([]).when({ type: 'ChangePlayerEmail', email: 'n@x.test', by: 'a1', now })).toThrow(NotFound);
    expect(given([]).when({ type: 'RecordPasswordReset', by: 'a1', now })).toThrow(NotFound);
  });
});
